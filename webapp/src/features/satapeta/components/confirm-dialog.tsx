import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';

/** "Turn satapeta off?" and "Cancel the request?": what happens, before it is done (document 001: a confirm dialog). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        <ProblemAlert error={error} />
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose} disabled={busy} flex={{ base: 1, sm: 'none' }}>
            <Trans>Keep it</Trans>
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} flex={{ base: 1, sm: 'none' }} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
