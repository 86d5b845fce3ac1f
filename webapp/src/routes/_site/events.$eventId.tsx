import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiError } from '../../api/generated/client';
import { ErrorPage, RouteError, RoutePending } from '../../components/route-fallbacks';
import { getEventQueryOptions } from '../../features/events/api/get-event';
import { EventDetailPage } from '../../features/events/components/event-detail-page';
import { parseEventId } from '../../features/events/model/event-id';
import { getCommunitiesQueryOptions } from '../../lib/lookups/get-communities';
import { getGolsQueryOptions } from '../../lib/lookups/get-gols';

/**
 * One event with where the member stands and their registration (docs/rules.md rule 49). An older or unknown event
 * (404), and an address that is no event id, are the 404 page inside the shell. The communities and gols it names come
 * with it.
 */
export const Route = createFileRoute('/_site/events/$eventId')({
  loader: async ({ params, context: { queryClient } }) => {
    const eventId = parseEventId(params.eventId);
    if (eventId === null) return;
    await Promise.all([
      queryClient.ensureQueryData(getEventQueryOptions(eventId)),
      queryClient.ensureQueryData(getCommunitiesQueryOptions()),
      queryClient.ensureQueryData(getGolsQueryOptions()),
    ]);
  },
  pendingComponent: RoutePending,
  errorComponent: (props) =>
    props.error instanceof ApiError && props.error.status === 404 ? (
      <ErrorPage kind="not-found" embedded />
    ) : (
      <RouteError {...props} title={<Trans>This event could not be loaded</Trans>} />
    ),
  component: EventRoute,
});

function EventRoute() {
  const eventId = parseEventId(Route.useParams().eventId);
  if (eventId === null) return <ErrorPage kind="not-found" embedded />;
  return <EventDetailPage key={eventId} eventId={eventId} />;
}
