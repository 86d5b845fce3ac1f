import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { ProblemAlert } from '../../../components/problem-alert';
import { showToast } from '../../../lib/toast';
import { useActivateAccount } from '../api/activate-account';
import { useDeactivateAccount } from '../api/deactivate-account';
import { SectionCard } from './section-card';

/** The statuses a member may deactivate from (the server's rule): awaiting approval, changes requested, approved. */
const DEACTIVATABLE: readonly ProfileStatus[] = [
  ProfileStatus.Submitted,
  ProfileStatus.ChangesRequested,
  ProfileStatus.Approved,
];

/**
 * After either change the member goes to "/", as a live status event sends them: the routing table leads each status
 * to its own start page (the profile while deactivated, the matches once approved again). The server's status event
 * reaches this tab too and does the same, so there is one outcome whichever comes first.
 */
function useGoHome() {
  const navigate = useNavigate();
  return () => void navigate({ to: '/', replace: true });
}

/** Deactivate (with a confirmation saying what it means), or, while deactivated, reactivate. */
export function AccountStateCard({ status }: { status: ProfileStatus }) {
  if (status === ProfileStatus.Deactivated) return <ReactivateCard />;
  if (DEACTIVATABLE.includes(status)) return <DeactivateCard />;
  return null;
}

function ReactivateCard() {
  const goHome = useGoHome();
  const activate = useActivateAccount({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      goHome();
    },
  });
  return (
    <SectionCard
      title={<Trans>Your account is deactivated</Trans>}
      description={
        <Trans>
          Your profile is hidden from everyone: no one finds it in matches or search. Reactivate it to be seen again.
        </Trans>
      }
      testId="account-reactivate"
    >
      <ProblemAlert error={activate.error} />
      <Group justify="flex-end">
        <Button
          onClick={() => activate.mutate()}
          loading={activate.isPending}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="account-reactivate-confirm"
        >
          <Trans>Reactivate my account</Trans>
        </Button>
      </Group>
    </SectionCard>
  );
}

function DeactivateCard() {
  const { t } = useLingui();
  const goHome = useGoHome();
  const [opened, setOpened] = useState(false);
  const deactivate = useDeactivateAccount({
    onSuccess: (answer) => {
      setOpened(false);
      showToast({ message: answer.message });
      goHome();
    },
  });
  const close = () => {
    if (deactivate.isPending) return;
    setOpened(false);
    deactivate.reset();
  };

  return (
    <SectionCard
      title={<Trans>Deactivate account</Trans>}
      description={
        <Trans>Take a break: your profile is hidden from everyone until you reactivate it. Nothing is deleted.</Trans>
      }
      testId="account-deactivate"
    >
      <Group justify="flex-end">
        <Button
          variant="outline"
          color="orange"
          onClick={() => setOpened(true)}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="account-deactivate-open"
        >
          <Trans>Deactivate my account</Trans>
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Deactivate your account?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
        data-testid="account-deactivate-modal"
      >
        <Stack gap="md">
          <List size="sm" spacing={6}>
            <List.Item>
              <Trans>
                Your profile is hidden from everyone at once: matches, search, shortlists and inboxes no longer show it,
                until you reactivate it.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Nothing is deleted: your profile, photos, connections and messages stay as they are.</Trans>
            </List.Item>
            <List.Item>
              <Trans>You can still sign in, and reactivate your account at any time from this page.</Trans>
            </List.Item>
          </List>
          <ProblemAlert error={deactivate.error} />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={close} disabled={deactivate.isPending} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="orange"
              onClick={() => deactivate.mutate()}
              loading={deactivate.isPending}
              flex={{ base: 1, sm: 'none' }}
              data-testid="account-deactivate-confirm"
            >
              <Trans>Deactivate</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
