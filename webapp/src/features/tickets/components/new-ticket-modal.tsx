import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, TOPIC_MAX } from '../../../api/generated/rules/rules';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { ProblemAlert } from '../../../components/problem-alert';
import {
  alertError,
  scrollToFirstError,
  serverFieldErrors,
  translateCodes,
} from '../../../components/profile-form/form-errors';
import { showToast } from '../../../lib/toast';
import { useCreateTicket } from '../api/create-ticket';
import {
  NEW_TICKET_FIELDS,
  buildNewTicket,
  emptyNewTicket,
  validateNewTicket,
  type NewTicketValues,
} from '../model/ticket-form';
import { GrowingTextarea } from '../../../components/growing-textarea';

/**
 * Document 001's create-ticket modal: topic, message and up to three files. Once the ticket is opened the member is
 * taken to its page, with the server's confirmation as a toast.
 */
export function NewTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<NewTicketValues>({
    mode: 'controlled',
    initialValues: emptyNewTicket(),
    validate: (values) => translateCodes(validateNewTicket(values), i18n),
  });

  const create = useCreateTicket({
    onSuccess: async (ticket) => {
      showToast({ message: ticket.message || t`Your ticket has been sent.` });
      reset();
      onClose();
      await navigate({ to: '/ticket/$ticketId', params: { ticketId: String(ticket.ticketId) } });
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, NEW_TICKET_FIELDS, i18n));
      scrollToFirstError();
    },
  });
  const placed = serverFieldErrors(create.error, NEW_TICKET_FIELDS, i18n);

  function reset() {
    form.reset();
    setFiles([]);
    create.reset();
  }

  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const submit = form.onSubmit(
    (values) => create.mutate(buildNewTicket(values, files)),
    () => scrollToFirstError(),
  );

  const length = form.values.message.length;
  const max = CONTACT_MESSAGE_MAX;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`New ticket`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="ticket-new-modal"
    >
      <form onSubmit={submit} noValidate data-testid="ticket-new-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              Tell the Sagpan team what you need help with. We answer here and let you know when we do. Please do not
              write your password or any code you received.
            </Trans>
          </Text>
          <ProblemAlert error={alertError(create.error, placed)} />
          <TextInput
            label={t`Topic`}
            placeholder={t`For example: My photo does not show`}
            withAsterisk
            maxLength={TOPIC_MAX}
            data-autofocus
            data-testid="ticket-topic"
            {...form.getInputProps('topic')}
          />
          <GrowingTextarea
            label={t`Message`}
            description={t`${length} / ${max} characters`}
            withAsterisk
            minRows={4}
            maxRows={12}
            maxLength={max}
            data-testid="ticket-message"
            {...form.getInputProps('message')}
          />
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            error={placed.attachments}
            disabled={create.isPending}
            testId="ticket-attachments"
          />
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" onClick={close} disabled={create.isPending} flex={{ base: 1, sm: 'none' }}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              flex={{ base: 1, sm: 'none' }}
              miw={{ sm: 140 }}
              data-testid="ticket-submit"
            >
              <Trans>Send</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
