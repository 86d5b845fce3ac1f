import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { problemMessages } from '../../../lib/problem';
import { useLingui } from '@lingui/react';

/** Document 000's error dialog titled 'Oops...' (change-email and registration-load errors). */
export function OopsDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { i18n } = useLingui();
  const messages = error ? problemMessages(error, i18n) : [];
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
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
