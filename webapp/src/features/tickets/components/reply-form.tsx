import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SupportTicket } from '../../../api/generated/client';
import { CONTACT_MESSAGE_MAX } from '../../../api/generated/rules/rules';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { ProblemAlert } from '../../../components/problem-alert';
import {
  alertError,
  scrollToFirstError,
  serverFieldErrors,
  translateCodes,
} from '../../../components/profile-form/form-errors';
import { showToast } from '../../../lib/toast';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { REPLY_FIELDS, buildReply, validateReply, type ReplyValues } from '../model/ticket-form';
import { replyMode } from '../model/ticket-status';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * The reply at the bottom of a ticket. To an open ticket it adds a message; to an answered one it is a reply that opens
 * it again; to a closed one it is document 001's "still have a problem", which opens it again too (rule 33).
 */
export function ReplyForm({ ticket }: { ticket: SupportTicket }) {
  const { t, i18n } = useLingui();
  const mode = replyMode(ticket.status);
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<ReplyValues>({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: (values) => translateCodes(validateReply(values), i18n),
  });

  const reply = useReplyToTicket({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`Your message has been added to the ticket.` });
      form.reset();
      setFiles([]);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, REPLY_FIELDS, i18n));
      scrollToFirstError();
    },
  });
  const placed = serverFieldErrors(reply.error, REPLY_FIELDS, i18n);

  const submit = form.onSubmit(
    (values) => reply.mutate(buildReply(ticket.ticketId, values, files)),
    () => scrollToFirstError(),
  );

  const length = form.values.message.length;
  const max = CONTACT_MESSAGE_MAX;

  const heading =
    mode === 'reopen' ? (
      <Trans>Still have a problem?</Trans>
    ) : mode === 'reply' ? (
      <Trans>Reply</Trans>
    ) : (
      <Trans>Add a message</Trans>
    );
  const explanation =
    mode === 'reopen' ? (
      <Trans>This ticket is closed. Write to us here and it opens again for the Sagpan team.</Trans>
    ) : mode === 'reply' ? (
      <Trans>Not solved yet? Reply here and your ticket opens again for the Sagpan team.</Trans>
    ) : (
      <Trans>Anything to add? The Sagpan team sees it with your ticket.</Trans>
    );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="ticket-reply-title"
      data-testid="ticket-reply-form"
      data-mode={mode}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title
              order={2}
              size="h4"
              id="ticket-reply-title"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="ticket-reply-title"
            >
              {heading}
            </Title>
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {explanation}
            </Text>
          </div>
          <ProblemAlert error={alertError(reply.error, placed)} />
          <GrowingTextarea
            label={t`Your message`}
            description={t`${length} / ${max} characters`}
            withAsterisk
            minRows={3}
            maxRows={10}
            maxLength={max}
            data-testid="ticket-reply"
            {...form.getInputProps('message')}
          />
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            error={placed.attachments}
            disabled={reply.isPending}
            testId="ticket-reply-attachments"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={reply.isPending}
              w={{ base: '100%', sm: 'auto' }}
              miw={{ sm: 160 }}
              data-testid="ticket-reply-submit"
            >
              {mode === 'reopen' ? <Trans>Send and reopen</Trans> : <Trans>Send</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
