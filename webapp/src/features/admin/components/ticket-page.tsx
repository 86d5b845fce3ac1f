import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TicketMember, TicketMessage } from '../../../api/generated/client';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AnchorLink } from '../../../components/router-link';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCloseTicket } from '../api/close-ticket';
import { useAdminTicket } from '../api/get-admin-ticket';
import { personName, ticketStatusColor, ticketStatusLabel } from '../model/support';
import { TicketAnswerForm } from './ticket-answer-form';

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** One message of the thread: the member's, or an answer of the Sagpan team (set apart in green). */
function ThreadMessage({ message, member }: { message: TicketMessage; member: TicketMember | null | undefined }) {
  const { t, i18n } = useLingui();
  const author = message.fromModerator
    ? t`Sagpan team`
    : member
      ? personName(member.firstName, member.lastName, member.profileId)
      : t`Member`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={message.fromModerator ? 'green.0' : undefined}
      ml={message.fromModerator ? { base: 0, sm: 'xl' } : 0}
      mr={message.fromModerator ? 0 : { base: 0, sm: 'xl' }}
      data-testid="admin-ticket-message"
      data-from-moderator={message.fromModerator}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" mb={6}>
        <Text size="sm" fw={600} c={message.fromModerator ? 'green.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {author}
        </Text>
        <Text size="xs" c="dimmed" title={dateTime(message.createdOn, i18n.locale)}>
          {relativeTime(message.createdOn, i18n.locale)}
        </Text>
      </Group>
      <Text size="sm" style={wrap} data-testid="admin-ticket-message-body">
        {message.body}
      </Text>
      <AttachmentList
        attachments={message.attachments}
        testId="admin-attachment"
        listTestId="admin-attachments"
        mt="sm"
      />
    </Paper>
  );
}

/**
 * /admin/tickets/$ticketId: a member's ticket, whole: the topic and status, whose it is (a link to the member's page),
 * the thread oldest first with its files, the answer form, and "Close without answer" behind a confirmation.
 */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: ticket } = useAdminTicket(ticketId);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(ticket.topic || t`Ticket`);
  const { member } = ticket;
  const opened = relativeTime(ticket.createdOn, i18n.locale);

  const closing = useCloseTicket({
    onSuccess: (answer) => {
      setConfirming(false);
      showToast({ message: answer.message });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin });
    },
    // Perhaps another moderator closed it just now: show the ticket as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.admin }),
  });

  return (
    <Stack gap="lg" data-testid="admin-ticket" data-ticket-id={ticket.ticketId} data-status={ticket.status}>
      <div>
        <AnchorLink to="/admin/tickets" size="sm" data-testid="admin-ticket-back">
          ← <Trans>All tickets</Trans>
        </AnchorLink>
        <Group justify="space-between" align="flex-start" gap="xs" mt="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="admin-ticket-topic">
            {ticket.topic}
          </Title>
          <Badge
            size="lg"
            variant="light"
            color={ticketStatusColor(ticket.status)}
            data-testid="admin-ticket-status"
            data-status={ticket.status}
          >
            {ticketStatusLabel(ticket.status, (d) => i18n._(d))}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {member ? (
            <>
              <AnchorLink
                to="/admin/member/$id"
                params={{ id: member.memberId }}
                fw={600}
                size="sm"
                data-testid="admin-ticket-member"
              >
                {personName(member.firstName, member.lastName, member.profileId)}
              </AnchorLink>{' '}
              · {member.profileId} ·{' '}
            </>
          ) : null}
          <span title={dateTime(ticket.createdOn, i18n.locale)}>
            <Trans>opened {opened}</Trans>
          </span>
        </Text>
      </div>

      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
        {ticket.messages.map((message) => (
          <ThreadMessage key={message.messageId} message={message} member={member} />
        ))}
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <TicketAnswerForm key={ticket.ticketId} ticketId={ticket.ticketId} />
      </Paper>

      {ticket.status !== 'closed' && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              closing.reset();
              setConfirming(true);
            }}
            data-testid="admin-ticket-close"
          >
            <Trans>Close without answer</Trans>
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={<Trans>Close this ticket without an answer?</Trans>}
        intro={
          <Trans>
            The ticket leaves the open queue and no answer is sent. The member can still open it again by replying.
          </Trans>
        }
        confirmLabel={<Trans>Close the ticket</Trans>}
        busy={closing.isPending}
        error={closing.error}
        errorTitle={<Trans>Nothing was changed</Trans>}
        onClose={() => setConfirming(false)}
        onConfirm={() => closing.mutate(ticket.ticketId)}
        testId="admin-ticket-close-confirm-modal"
        confirmTestId="admin-ticket-close-confirm"
      />
    </Stack>
  );
}
