import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { EventView } from '../../../api/generated/client';
import { EmptyList } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { ButtonLink, RowLink } from '../../../components/router-link';
import { problemReason } from '../../../lib/problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrganisedEvents } from '../api/get-organised-events';
import { shortDay } from '../model/days';
import { eventPageCount } from '../model/registration';
import { DayCounts } from './day-counts';
import { NotOrganiser } from './not-organiser';
import { StandingBadge } from './standing-badge';

/** One event the caller organises: name, day, place, how many registered of the places, where registration stands. */
function OrganisedEventRow({ event }: { event: EventView }) {
  const { t, i18n } = useLingui();
  const name = event.name;
  const registered = event.registered;
  const capacity = event.capacity;
  const day = shortDay(event.heldOn, i18n.locale);
  return (
    <RowLink
      to="/admin/events/$eventId"
      params={{ eventId: event.eventId }}
      aria-label={t`Open the event “${name}”`}
      data-testid="admin-event-row"
      data-event-id={event.eventId}
      data-standing={event.standing}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="admin-event-name">
              {event.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {day} · {event.place ?? t`The whole samaj`}
            </Text>
            <Text size="sm" c="dimmed" data-testid="admin-event-registered" data-count={registered}>
              <Trans>
                {registered} of {capacity} registered
              </Trans>
            </Text>
            <DayCounts event={event} />
          </Stack>
          <StandingBadge event={event} />
        </Group>
      </Paper>
    </RowLink>
  );
}

/**
 * /admin/events (docs/rules.md rule 49): the events the caller organises, latest day first, 20 a page (every event for
 * a moderator, those of their villages and gol for a volunteer), and "New event". For someone who organises nothing
 * the server answers 403 `not_volunteer`, which the page says in words.
 */
export function OrganisedEventsPage({ page }: { page: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Events you organise`);
  const navigate = useNavigate();
  const events = useOrganisedEvents(page);
  const list = events.data;
  const notOrganiser = problemReason(events.error) === 'not_volunteer';
  const total = list?.totalCount ?? 0;
  const pages = eventPageCount(total);

  return (
    <Stack gap="lg" data-testid="admin-events">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Events you organise</Trans>
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Parichay sammelans and other events: members register on Sagpan and get an event number, and the
              registrants' list is here. Every change is in the audit log.
            </Trans>
          </Text>
        </div>
        {!notOrganiser && (
          <ButtonLink to="/admin/events/new" w={{ base: '100%', xs: 'auto' }} data-testid="new-event">
            <Trans>New event</Trans>
          </ButtonLink>
        )}
      </Group>
      {notOrganiser ? (
        <NotOrganiser error={events.error} />
      ) : (
        <ProblemAlert error={events.error} title={t`The events could not be loaded`} />
      )}
      {events.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton height={84} radius="md" />
          <Skeleton height={84} radius="md" />
        </Stack>
      )}
      {list && (
        <>
          <Text size="sm" c="dimmed" data-testid="admin-events-count" data-count={total}>
            {t`${plural(total, { one: '# event', other: '# events' })}`}
          </Text>
          {list.result.length === 0 ? (
            <EmptyList testId="admin-events-empty">
              <Trans>No event yet. "New event" sets one up.</Trans>
            </EmptyList>
          ) : (
            <Stack gap="sm" data-testid="admin-events-list">
              {list.result.map((event) => (
                <OrganisedEventRow key={event.eventId} event={event} />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => void navigate({ to: '/admin/events', search: { page: next } })}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': {
                    first: t`First page`,
                    previous: t`Previous page`,
                    next: t`Next page`,
                    last: t`Last page`,
                  }[control],
                })}
                data-testid="admin-events-pages"
              />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
