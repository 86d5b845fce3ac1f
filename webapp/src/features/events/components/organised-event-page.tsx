import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrganisedEvent } from '../api/get-organised-event';
import { fullDay } from '../model/days';
import { BookletDownload } from './booklet-download';
import { CancelEvent, CancelledNotice } from './cancel-event';
import { DayCounts } from './day-counts';
import { EventForm } from './event-form';
import { MutualTable } from './mutual-table';
import { PaperForms } from './paper-forms';
import { RegistrantsTable } from './registrants-table';
import { SpreadsheetDownload } from './spreadsheet-download';
import { StandingBadge } from './standing-badge';

/**
 * /admin/events/$eventId (docs/rules.md rule 49): one event the caller organises: its registrants by number, and the
 * same form as a new event's to change it (the day may stay as it was once passed; the places never below those
 * registered).
 */
export function OrganisedEventPage({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui();
  const { data: event } = useOrganisedEvent(eventId);
  useDocumentTitle(event.name);
  const registered = event.registered;
  const capacity = event.capacity;

  return (
    <Stack gap="md" data-testid="organised-event" data-event-id={event.eventId}>
      <AnchorLink to="/admin/events" size="sm" w="fit-content" data-testid="admin-events-back">
        ← <Trans>Events you organise</Trans>
      </AnchorLink>
      <div>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          <StandingBadge event={event} size="lg" />
        </Group>
        <Text fw={500} mt={4} style={{ overflowWrap: 'anywhere' }}>
          {fullDay(event.heldOn, i18n.locale)} · {event.place ?? t`The whole samaj`}
        </Text>
        <Text size="sm" c="dimmed" data-testid="organised-event-registered" data-count={registered}>
          <Trans>
            {registered} of {capacity} registered
          </Trans>
        </Text>
        <DayCounts event={event} />
      </div>
      <CancelledNotice event={event} />
      <BookletDownload eventId={event.eventId} />
      <SpreadsheetDownload eventId={event.eventId} />
      <MutualTable eventId={event.eventId} />
      <PaperForms event={event} />
      <RegistrantsTable eventId={event.eventId} />
      {!event.cancelledOn && (
        <div>
          <Title order={2} size="h4" mb="sm">
            <Trans>Change the event</Trans>
          </Title>
          <EventForm
            key={event.eventId}
            event={event}
            onSaved={(saved) => {
              const name = saved.name;
              showToast({ message: t`The event “${name}” is saved.` });
            }}
          />
        </div>
      )}
      <CancelEvent event={event} />
    </Stack>
  );
}
