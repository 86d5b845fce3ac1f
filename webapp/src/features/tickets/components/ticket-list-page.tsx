import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TicketSummary } from '../../../api/generated/client';
import { EmptyList, ShowMore } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { RowLink } from '../../../components/router-link';
import { distinctItems } from '../../../lib/card-pages';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTicketPages } from '../api/get-tickets';
import { NewTicketModal } from './new-ticket-modal';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * /ticket (document 001): the member's support tickets, open first, then answered, then closed, with "Show more", and
 * "New ticket", which opens the create-ticket modal. Every member reaches it, whatever the profile's status.
 */
export function TicketListPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Support tickets`);
  const pages = useTicketPages();
  const [creating, setCreating] = useState(false);
  const tickets = distinctItems(pages.data.pages, (ticket) => ticket.ticketId);
  const total = pages.data.pages[0]?.totalCount ?? tickets.length;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="ticket-list-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Support tickets</Trans>
            </Title>
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                Ask the Sagpan team for help with your profile or your account. We answer here and let you know when
                we do.
              </Trans>
            </Text>
          </div>
          <Button onClick={() => setCreating(true)} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-new">
            <Trans>New ticket</Trans>
          </Button>
        </Group>

        {tickets.length === 0 ? (
          <EmptyList testId="ticket-list-empty">
            <Trans>No ticket found</Trans>
          </EmptyList>
        ) : (
          <>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Your tickets`}>
              {tickets.map((ticket) => (
                <li key={ticket.ticketId}>
                  <TicketRow ticket={ticket} />
                </li>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" ta="center" data-testid="ticket-list-total" data-count={total}>
              <Trans>
                Showing {tickets.length} of {total}
              </Trans>
            </Text>
            <ShowMore
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
              testId="ticket-list-more"
            />
            {pages.isFetchNextPageError && (
              <ProblemAlert error={pages.error} title={t`More tickets could not be loaded`} />
            )}
          </>
        )}
      </Stack>
      <NewTicketModal opened={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}

/** One ticket of the list: its topic and status, when it last moved and how long its thread is. */
function TicketRow({ ticket }: { ticket: TicketSummary }) {
  const { t, i18n } = useLingui();
  const count = ticket.messageCount;
  const when = relativeTime(ticket.updatedOn, i18n.locale);
  const topic = ticket.topic;
  return (
    <RowLink
      to="/ticket/$ticketId"
      params={{ ticketId: String(ticket.ticketId) }}
      aria-label={t`Open the ticket “${topic}”`}
      data-testid="ticket-row"
      data-ticket-id={ticket.ticketId}
      data-status={ticket.status}
    >
      <Paper
        withBorder
        radius="md"
        p="md"
        style={
          ticket.status === 'answered' ? { borderLeft: '4px solid var(--mantine-color-green-6)' } : undefined
        }
      >
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="ticket-row-topic">
            {ticket.topic}
          </Text>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text size="xs" c="dimmed" mt={6} style={{ overflowWrap: 'anywhere' }}>
          <span>#{ticket.ticketId}</span>
          {' · '}
          <span title={dateTime(ticket.updatedOn, i18n.locale)}>
            <Trans>Last message {when}</Trans>
          </span>
          {' · '}
          <span>{t`${plural(count, { one: '# message', other: '# messages' })}`}</span>
        </Text>
      </Paper>
    </RowLink>
  );
}
