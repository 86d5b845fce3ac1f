import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { APPROVAL_HOURS } from '../../../api/generated/rules/rules';

/** Document 000: after the photo, 'Profile Created!': submitted for approval, about 24 hours, a notification follows. */
export function ProfileCreatedModal({ opened, onContinue }: { opened: boolean; onContinue: () => void }) {
  const { t } = useLingui();
  const hours = APPROVAL_HOURS;
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="md"
      data-testid="profile-created"
    >
      <Stack align="center" gap="sm" ta="center" py="sm">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        {/* The modal's own title element names the dialog; it looks like the other pages' h3-sized titles. */}
        <Modal.Title
          fz="var(--mantine-h3-font-size)"
          lh="var(--mantine-h3-line-height)"
          fw={600}
          data-testid="profile-created-title"
        >
          <Trans>Profile Created!</Trans>
        </Modal.Title>
        <Text>
          <Trans>Your profile has been submitted for approval.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Approval takes about {hours} hours. You will get a notification as soon as your profile is approved.
          </Trans>
        </Text>
        <Button mt="sm" fullWidth onClick={onContinue} data-testid="profile-created-continue">
          {t`Go to my profile`}
        </Button>
      </Stack>
    </Modal>
  );
}
