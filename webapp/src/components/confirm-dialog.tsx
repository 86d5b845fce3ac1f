import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProblemAlert } from './problem-alert';

/**
 * Document 001's confirm dialog: what an action does, before it is done ("Turn satapeta off?", "Close this ticket
 * without an answer?"), with a button that does it and one that leaves things as they are. A failure stays in the
 * dialog, with the server's words. `children` come below the text, e.g. a field the action needs.
 */
export function ConfirmDialog({
  opened,
  title,
  intro,
  children,
  confirmLabel,
  cancelLabel = <Trans>Cancel</Trans>,
  color = 'red',
  size = 'md',
  busy,
  error,
  errorTitle,
  onConfirm,
  onClose,
  testId,
  confirmTestId,
}: {
  opened: boolean;
  title: ReactNode;
  intro: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  color?: string;
  size?: MantineSize;
  busy: boolean;
  error?: unknown;
  /** The title of the failure's alert, where the default does not fit. */
  errorTitle?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id. */
  testId: string;
  confirmTestId: string;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {intro}
        </Text>
        {children}
        <ProblemAlert error={error} title={errorTitle} />
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose} disabled={busy} flex={{ base: 1, sm: 'none' }}>
            {cancelLabel}
          </Button>
          <Button
            color={color}
            onClick={onConfirm}
            loading={busy}
            flex={{ base: 1, sm: 'none' }}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
