import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { ProblemMessages } from '../../../components/problem-alert';

/** Document 000's error dialog titled 'Oops...' (change-email and registration-load errors). */
export function OopsDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  return (
    <Modal
      opened={Boolean(error)}
      onClose={onClose}
      title={<Trans>Oops...</Trans>}
      centered
      zIndex={400}
      data-testid="oops-dialog"
      styles={{ title: { fontWeight: 600, color: 'var(--mantine-color-red-8)' } }}
    >
      <Stack gap="md">
        {Boolean(error) && <ProblemMessages error={error} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
