import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiError } from '../../api/generated/client';
import { ErrorPage, RouteError, RoutePending } from '../../components/route-fallbacks';
import { getEventDayQueryOptions } from '../../features/events/api/get-event-day';
import { EventDayPage } from '../../features/events/components/event-day-page';
import { parseEventId } from '../../features/events/model/event-id';

/**
 * The registrant's day page of an event (docs/rules.md rule 49). An older or unknown event (404) and an address that is
 * no event id are the 404 page inside the shell; someone not registered for it (422 `not_registered`) is told so.
 */
export const Route = createFileRoute('/_site/events_/$eventId/day')({
  loader: async ({ params, context: { queryClient } }) => {
    const eventId = parseEventId(params.eventId);
    if (eventId === null) return;
    await queryClient.ensureQueryData(getEventDayQueryOptions(eventId));
  },
  pendingComponent: RoutePending,
  errorComponent: (props) =>
    props.error instanceof ApiError && props.error.status === 404 ? (
      <ErrorPage kind="not-found" embedded />
    ) : (
      <RouteError {...props} title={<Trans>The day page could not be loaded</Trans>} />
    ),
  component: EventDayRoute,
});

function EventDayRoute() {
  const eventId = parseEventId(Route.useParams().eventId);
  if (eventId === null) return <ErrorPage kind="not-found" embedded />;
  return <EventDayPage key={eventId} eventId={eventId} />;
}
