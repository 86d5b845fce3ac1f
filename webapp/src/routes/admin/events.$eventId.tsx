import { Trans } from '@lingui/react/macro';
import { createFileRoute, lazyRouteComponent, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/generated/client';
import { ErrorPage, RouteError, RoutePending } from '../../components/route-fallbacks';
import { getOrganisedEventQueryOptions } from '../../features/events/api/get-organised-event';
import { OrganisedEventPage } from '../../features/events/components/organised-event-page';
import { parseEventId } from '../../features/events/model/event-id';

/** Loaded when needed, as the other fallbacks are (components/route-fallbacks.ts). */
const NotOrganiser = lazyRouteComponent(() => import('../../features/events/components/not-organiser'), 'NotOrganiser');

/**
 * One event the caller organises (docs/rules.md rule 49): its registrants and its form. Another organiser's event or an
 * unknown one (404), and an id that is no event id, are the 404 page; someone who organises nothing reads the server's
 * words (403 `not_volunteer`).
 */
export const Route = createFileRoute('/admin/events/$eventId')({
  params: {
    parse: ({ eventId }) => {
      const id = parseEventId(eventId);
      if (id === null) throw notFound();
      return { eventId: id };
    },
    stringify: ({ eventId }) => ({ eventId: String(eventId) }),
  },
  loader: ({ context: { queryClient }, params: { eventId } }) =>
    queryClient.ensureQueryData(getOrganisedEventQueryOptions(eventId)),
  pendingComponent: RoutePending,
  errorComponent: OrganisedEventError,
  component: OrganisedEventRoute,
});

function OrganisedEventError(props: ErrorComponentProps) {
  // 403 `not_volunteer`: the caller organises nothing.
  if (props.error instanceof ApiError && props.error.status === 403) return <NotOrganiser error={props.error} />;
  if (props.error instanceof ApiError && props.error.status === 404) return <ErrorPage kind="not-found" embedded />;
  return <RouteError {...props} title={<Trans>This event could not be loaded</Trans>} />;
}

function OrganisedEventRoute() {
  const { eventId } = Route.useParams();
  return <OrganisedEventPage key={eventId} eventId={eventId} />;
}
