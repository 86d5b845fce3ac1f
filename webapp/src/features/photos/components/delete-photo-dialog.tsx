import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { OwnPhoto } from '../../../api/generated/client';
import { ProblemAlert } from '../../../components/problem-alert';

/** "Delete this photo?" with the photo itself, so that the member sees which one goes. */
export function DeletePhotoDialog({
  photo,
  deleting,
  error,
  onConfirm,
  onClose,
}: {
  photo: OwnPhoto | null;
  deleting: boolean;
  error: unknown;
  onConfirm: (photo: OwnPhoto) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={t`Delete this photo?`}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="photo-delete-dialog"
    >
      {photo && (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={photo.url} alt="" w={72} h={96} radius="sm" fit="cover" style={{ flex: 'none' }} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm">
                <Trans>The photo is removed for good; this cannot be undone.</Trans>
              </Text>
              {photo.isDefault && (
                <Text size="sm" c="dimmed">
                  <Trans>Your newest other approved photo becomes your main photo.</Trans>
                </Text>
              )}
            </Stack>
          </Group>
          <ProblemAlert error={error} />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={onClose} disabled={deleting} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              onClick={() => onConfirm(photo)}
              loading={deleting}
              flex={{ base: 1, sm: 'none' }}
              data-testid="photo-delete-confirm"
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
