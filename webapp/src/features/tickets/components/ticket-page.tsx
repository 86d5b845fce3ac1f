import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { dateTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';

/** /ticket/$ticketId: one of the member's tickets, its thread with the files, and the reply at the bottom. */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const { i18n } = useLingui();
  const { data: ticket } = useTicket(ticketId);
  useDocumentTitle(ticket.topic);
  const opened = dateTime(ticket.createdOn, i18n.locale);

  return (
    <Container
      size="md"
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 'md', sm: 'xl' }}
      data-testid="ticket-page"
      data-ticket-id={ticket.ticketId}
      data-status={ticket.status}
    >
      <Stack gap="md">
        <AnchorLink to="/ticket" size="sm" w="fit-content" data-testid="ticket-back">
          ← <Trans>All tickets</Trans>
        </AnchorLink>
        <div>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={1} size="h3" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="ticket-title">
              {ticket.topic}
            </Title>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            #{ticket.ticketId} · <Trans>Opened {opened}</Trans>
          </Text>
        </div>
        <TicketThread messages={ticket.messages} />
        <ReplyForm key={ticket.ticketId} ticket={ticket} />
      </Stack>
    </Container>
  );
}
