import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SupportTicket } from '../../../api/generated/client';
import { CONTACT_MESSAGE_MAX, message as messageRule } from '../../../api/generated/rules/rules';
import { AttachmentPicker, type AttachmentPickerTestIds } from '../../../components/attachments/attachment-picker';
import { ProblemAlert } from '../../../components/problem-alert';
import { alertError, serverFieldErrors } from '../../../components/profile-form/form-errors';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useAnswerTicket } from '../api/answer-ticket';
import { getAdminTicketQueryOptions } from '../api/get-admin-ticket';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** The picker's parts as the admin tests know them; a refused file and the server's word on the files read alike. */
const PICKER_TEST_IDS: Partial<AttachmentPickerTestIds> = {
  button: 'admin-attachment-add',
  file: 'admin-attachment-picked',
  remove: 'admin-attachment-remove',
  problem: 'admin-attachment-error',
  error: 'admin-attachment-error',
};

/** The fields whose refusals the form shows under them; any other refusal (a 413, 415, 422) goes above. */
const FIELDS = ['message', 'attachments'] as const;

/**
 * The moderator's answer to a ticket: the text (the shared `message` rule, 1 to 4000 characters), up to three files,
 * and whether the answer closes the ticket. The member is told; the thread shows the answer at once.
 */
export function TicketAnswerForm({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [close, setClose] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  // Each answer sent starts the picker afresh (its notes about refused files included).
  const [sent, setSent] = useState(0);

  const answer = useAnswerTicket({
    onSuccess: ({ message, ...ticket }: SupportTicket) => {
      showToast({ message: message || t`The answer has been sent.` });
      queryClient.setQueryData(getAdminTicketQueryOptions(ticketId).queryKey, ticket);
      setText('');
      setFiles([]);
      setClose(false);
      setSent((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });
    },
  });
  const placed = serverFieldErrors(answer.error, FIELDS, i18n);

  const submit = () => {
    const check = messageRule.safeParse(text.trim());
    if (!check.success) {
      setInvalid(ruleMessageOrText(check.error.issues[0]?.message ?? 'required', i18n));
      return;
    }
    answer.mutate({ ticketId, message: check.data, attachments: files, close });
  };

  const length = text.length;
  const max = CONTACT_MESSAGE_MAX;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="admin-ticket-answer-form"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Answer</Trans>
        </Title>
        <ProblemAlert error={alertError(answer.error, placed)} title={t`The answer was not sent`} />
        <GrowingTextarea
          label={t`Your answer`}
          description={t`The member reads it in the ticket and is told that it has been answered.`}
          withAsterisk
          minRows={4}
          maxRows={14}
          maxLength={max}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(null);
          }}
          error={invalid ?? placed.message}
          data-testid="admin-ticket-answer"
        />
        <Text size="xs" c="dimmed" ta="right" mt={-6}>
          {length}/{max}
        </Text>
        <AttachmentPicker
          key={sent}
          files={files}
          onChange={setFiles}
          error={placed.attachments}
          disabled={answer.isPending}
          label={<Trans>Files</Trans>}
          testId="admin-attachment-input"
          testIds={PICKER_TEST_IDS}
        />
        <Checkbox
          label={t`Close the ticket with this answer`}
          description={t`The member can still open it again by replying.`}
          checked={close}
          onChange={(event) => setClose(event.currentTarget.checked)}
          disabled={answer.isPending}
          data-testid="admin-ticket-close-with-answer"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={answer.isPending}
            w={{ base: '100%', sm: 'auto' }}
            data-testid="admin-ticket-answer-submit"
          >
            {close ? <Trans>Send and close the ticket</Trans> : <Trans>Send the answer</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
