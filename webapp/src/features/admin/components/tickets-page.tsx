import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminTicketSummary } from '../../../api/generated/client';
import type { TicketStatus } from '../../../api/generated/rules/types/TicketStatus';
import { ButtonLink, RowLink } from '../../../components/router-link';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TICKET_PAGE_SIZE, useTicketQueue } from '../api/get-ticket-queue';
import { pageCount } from '../model/list-search';
import {
  personName,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  ticketStatusColor,
  ticketStatusLabel,
} from '../model/support';
import { PagedLinks } from './paged-links';
import { ReviewEmpty } from './review-parts';

/** One ticket of the queue, a link to its thread: topic, whose, since when it waits (or was last changed). */
function TicketRow({ ticket }: { ticket: AdminTicketSummary }) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const { member } = ticket;
  const name = personName(member.firstName, member.lastName, member.profileId);
  const count = ticket.messageCount;
  const topic = ticket.topic;
  return (
    <RowLink
      to="/admin/tickets/$ticketId"
      params={{ ticketId: ticket.ticketId }}
      aria-label={t`Open the ticket “${topic}”`}
      data-testid="admin-ticket-row"
      data-ticket-id={ticket.ticketId}
      data-status={ticket.status}
    >
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="admin-ticket-row-topic">
              {ticket.topic}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}{' '}
              <Text span size="sm" c="dimmed">
                · {member.profileId}
              </Text>
            </Text>
            <Group gap={6} mt={4} wrap="wrap">
              <Badge size="sm" variant="light" color={ticketStatusColor(ticket.status)}>
                {ticketStatusLabel(ticket.status, tr)}
              </Badge>
              <Text size="xs" c="dimmed" data-testid="admin-ticket-messages">
                {t`${plural(count, { one: '# message', other: '# messages' })}`}
              </Text>
            </Group>
          </div>
          <div style={{ textAlign: 'right', flexShrink: 0 }}>
            <Text
              size="sm"
              fw={500}
              c={ticket.status === 'open' ? 'orange.8' : 'dimmed'}
              title={dateTime(ticket.updatedOn, i18n.locale)}
            >
              {relativeTime(ticket.updatedOn, i18n.locale)}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>last message</Trans>
            </Text>
          </div>
        </Group>
      </Paper>
    </RowLink>
  );
}

/**
 * /admin/tickets?status=…&page=n: the members' support tickets of one status, a page at a time. Open ones (the
 * default) longest waiting first, since the member's last message; answered and closed ones newest first. Each row
 * opens the thread, where the moderator answers.
 */
export function TicketsPage({ status, page }: { status: TicketStatus; page: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Tickets`);
  const { data: list } = useTicketQueue(status, page);
  const items = list.result;
  const total = list.totalCount;

  return (
    <Stack gap="lg" data-testid="admin-tickets" data-status={status}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            <Trans>Tickets</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Members' questions to the Sagpan team. Open tickets wait for an answer, the longest waiting first.
            </Trans>
          </Text>
        </div>
        <Badge size="lg" variant="light" color={ticketStatusColor(status)} data-testid="admin-tickets-count">
          {status === 'open' ? (
            <Trans>{total} waiting</Trans>
          ) : (
            t`${plural(total, { one: '# ticket', other: '# tickets' })}`
          )}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t`Ticket status`}>
        {TICKET_STATUSES.map((s) => (
          <ButtonLink
            key={s}
            to="/admin/tickets"
            search={{ status: s === 'open' ? undefined : s }}
            variant={s === status ? 'filled' : 'default'}
            size="xs"
            radius="xl"
            activeOptions={{ exact: true, includeSearch: true }}
            data-testid={`admin-tickets-filter-${s}`}
          >
            {i18n._(TICKET_STATUS_LABELS[s])}
          </ButtonLink>
        ))}
      </Group>
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-tickets-empty">
          {status === 'open' ? <Trans>No ticket is waiting for an answer.</Trans> : <Trans>No ticket here.</Trans>}
        </ReviewEmpty>
      ) : (
        <Stack gap="xs">
          {items.map((ticket) => (
            <TicketRow key={ticket.ticketId} ticket={ticket} />
          ))}
        </Stack>
      )}
      <PagedLinks
        pages={pageCount(total, TICKET_PAGE_SIZE)}
        page={page}
        to="/admin/tickets"
        search={(n) => ({ status: status === 'open' ? undefined : status, page: n === 1 ? undefined : n })}
        testId="admin-tickets-pages"
      />
    </Stack>
  );
}
