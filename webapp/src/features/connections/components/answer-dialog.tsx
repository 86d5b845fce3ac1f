import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NOTE_MAX } from '../../../api/generated/rules/rules';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { ProblemAlert } from '../../../components/problem-alert';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useAnswerConnectRequestQuestion } from '../api/reply-connect-request';
import { checkNote } from '../model/replies';

/** The sender answers the question the receiver asked about their request (docs/rules.md rule 47a). */
export function AnswerDialog({
  opened,
  requestId,
  memberName,
  question,
  onClose,
}: {
  opened: boolean;
  requestId: number;
  memberName: string;
  question: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const answer = useAnswerConnectRequestQuestion({
    onSuccess: (answered) => {
      showToast({ message: answered.message });
      close();
    },
  });

  function close() {
    setText('');
    setInvalid(null);
    answer.reset();
    onClose();
  }

  const fieldError = serverFieldErrors(answer.error, ['answer'], i18n).answer;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Answer ${memberName}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="answer-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const check = checkNote(text);
          if (!check.ok) {
            setInvalid(ruleMessageOrText(check.code, i18n));
            return;
          }
          answer.mutate({ requestId, answer: check.text });
        }}
      >
        <Stack gap="sm">
          <Text
            size="sm"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            data-testid="answer-dialog-question"
          >
            {question}
          </Text>
          {!fieldError && <ProblemAlert error={answer.error} />}
          <GrowingTextarea
            label={t`Your answer`}
            description={t`${text.length} / ${NOTE_MAX} characters`}
            withAsterisk
            minRows={3}
            maxRows={8}
            maxLength={NOTE_MAX}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(null);
            }}
            error={invalid ?? fieldError}
            data-testid="answer-input"
          />
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={answer.isPending} data-testid="answer-submit">
              <Trans>Send answer</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
