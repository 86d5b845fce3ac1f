import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DeclineReason } from '../../../api/generated/client';
import { NOTE_MAX } from '../../../api/generated/rules/rules';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useReplyConnectRequest } from '../api/reply-connect-request';
import { checkNote, DECLINE_REASON_LABELS, DECLINE_REASONS, OPEN_REPLIES, REPLY_CHOICE_LABELS } from '../model/replies';

type OpenReply = (typeof OPEN_REPLIES)[number];

/**
 * A reply beyond yes and no to a request received (docs/rules.md rule 47a): need time, a question for the sender
 * (answered on the request), talks elsewhere, or not interested with a reason kept for the member alone. The first
 * three leave the request open and tell the sender.
 */
export function ReplyDialog({
  opened,
  requestId,
  memberName,
  onClose,
}: {
  opened: boolean;
  requestId: number;
  memberName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<OpenReply>('need_time');
  const [question, setQuestion] = useState('');
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const reply = useReplyConnectRequest({
    onSuccess: (answer) => {
      showToast({ message: answer.message });
      close();
    },
  });

  function close() {
    setChoice('need_time');
    setQuestion('');
    setReason(null);
    setInvalid(null);
    reply.reset();
    onClose();
  }

  const submit = () => {
    if (choice === 'need_info') {
      const check = checkNote(question);
      if (!check.ok) {
        setInvalid(ruleMessageOrText(check.code, i18n));
        return;
      }
      reply.mutate({ requestId, reply: choice, question: check.text });
      return;
    }
    reply.mutate({
      requestId,
      reply: choice,
      reason: choice === 'not_interested' ? (reason ?? undefined) : undefined,
    });
  };
  const fieldError = serverFieldErrors(reply.error, ['question'], i18n).question;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Reply to ${memberName}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="reply-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>An honest reply helps their family, even when it is not yet a yes or a no.</Trans>
          </Text>
          {!fieldError && <ProblemAlert error={reply.error} />}
          <Radio.Group
            label={t`Your reply`}
            value={choice}
            onChange={(value) => {
              setChoice(OPEN_REPLIES.find((r) => r === value) ?? 'need_time');
              setInvalid(null);
            }}
            data-testid="reply-choice"
          >
            <Stack gap={6} mt={6}>
              {OPEN_REPLIES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={i18n._(REPLY_CHOICE_LABELS[value])}
                  data-testid={`reply-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {choice === 'need_info' && (
            <GrowingTextarea
              label={t`Your question`}
              description={t`${question.length} / ${NOTE_MAX} characters. They answer it on the request.`}
              withAsterisk
              minRows={3}
              maxRows={8}
              maxLength={NOTE_MAX}
              value={question}
              onChange={(event) => {
                setQuestion(event.currentTarget.value);
                setInvalid(null);
              }}
              error={invalid ?? fieldError}
              data-testid="reply-question-input"
            />
          )}
          {choice === 'not_interested' && (
            <Select
              label={t`Why (optional, for you alone)`}
              description={t`They are told only that you did not take it forward.`}
              clearable
              value={reason}
              onChange={(value) => setReason(DECLINE_REASONS.find((r) => r === value) ?? null)}
              data={DECLINE_REASONS.map((value) => ({
                value,
                label: i18n._(DECLINE_REASON_LABELS[value]),
              }))}
              comboboxProps={{ withinPortal: true }}
              data-testid="reply-reason"
            />
          )}
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={reply.isPending} data-testid="reply-submit">
              <Trans>Send reply</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
