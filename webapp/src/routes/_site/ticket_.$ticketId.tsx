import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiError } from '../../api/generated/client';
import { ErrorPage, RouteError, RoutePending } from '../../components/route-fallbacks';
import { getTicketQueryOptions } from '../../features/tickets/api/get-ticket';
import { TicketPage } from '../../features/tickets/components/ticket-page';
import { ticketIdFrom } from '../../features/tickets/model/ticket-form';

/**
 * One of the member's tickets with its thread. Another member's ticket or one that does not exist (404), and an
 * address that is no ticket id, are the 404 page inside the shell.
 */
export const Route = createFileRoute('/_site/ticket_/$ticketId')({
  loader: async ({ params, context: { queryClient } }) => {
    const ticketId = ticketIdFrom(params.ticketId);
    if (ticketId === null) return;
    await queryClient.ensureQueryData(getTicketQueryOptions(ticketId));
  },
  pendingComponent: RoutePending,
  errorComponent: (props) =>
    props.error instanceof ApiError && props.error.status === 404 ? (
      <ErrorPage kind="not-found" embedded />
    ) : (
      <RouteError {...props} title={<Trans>This ticket could not be loaded</Trans>} />
    ),
  component: TicketRoute,
});

function TicketRoute() {
  const ticketId = ticketIdFrom(Route.useParams().ticketId);
  if (ticketId === null) return <ErrorPage kind="not-found" embedded />;
  return <TicketPage ticketId={ticketId} />;
}
