import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { NOTE_MAX } from '../../../api/generated/rules/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** A moderator's reason is a note (the shared limit). */
export const REASON_MAX = NOTE_MAX;

/** Ask for changes / Suspend: a required reason, which the member sees. */
export function ReasonModal({
  opened,
  title,
  intro,
  confirmLabel,
  color,
  loading,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: ReactNode;
  intro: ReactNode;
  confirmLabel: ReactNode;
  color: string;
  loading: boolean;
  /** The server's message for the reason field (a 400), if any. */
  error?: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      intro={intro}
      confirmLabel={confirmLabel}
      color={color}
      size="lg"
      busy={loading}
      onClose={onClose}
      onConfirm={submit}
      testId="admin-reason-modal"
      confirmTestId="admin-reason-confirm"
    >
      <GrowingTextarea
        label={t`Reason`}
        description={t`The member sees this text.`}
        withAsterisk
        minRows={4}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? t`Please give a reason.` : error}
        data-testid="admin-reason-input"
        data-autofocus
      />
      <Text size="xs" c="dimmed" ta="right">
        {reason.length}/{REASON_MAX}
      </Text>
    </ConfirmDialog>
  );
}
