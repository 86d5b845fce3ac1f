import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getTicketPagesQueryOptions } from '../../features/tickets/api/get-tickets';
import { TicketListPage } from '../../features/tickets/components/ticket-list-page';

/** Support tickets (document 001's /ticket), for every member whatever the profile's status: see route-access.ts. */
export const Route = createFileRoute('/_site/ticket')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getTicketPagesQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your tickets could not be loaded</Trans>} />,
  component: TicketListPage,
});
