import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getEventsQueryOptions } from '../../features/events/api/get-events';
import { EventsPage } from '../../features/events/components/events-page';

/** The samaj's events the approved member may join (docs/rules.md rule 49; approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/events/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getEventsQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The events could not be loaded</Trans>} />,
  component: EventsPage,
});
