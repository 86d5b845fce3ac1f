import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAdminTicketQueryOptions } from '../../features/admin/api/get-admin-ticket';
import { TicketPage } from '../../features/admin/components/ticket-page';
import { parseTicketId } from '../../features/admin/model/ticket-id';

/** One ticket, for moderators. An id that is no ticket id (/admin/tickets/abc, /0) is the root's 404 page. */
export const Route = createFileRoute('/admin/tickets/$ticketId')({
  params: {
    parse: ({ ticketId }) => {
      const id = parseTicketId(ticketId);
      if (id === null) throw notFound();
      return { ticketId: id };
    },
    stringify: ({ ticketId }) => ({ ticketId: String(ticketId) }),
  },
  loader: ({ context: { queryClient }, params: { ticketId } }) =>
    queryClient.ensureQueryData(getAdminTicketQueryOptions(ticketId)),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <TicketPage key={ticketId} ticketId={ticketId} />;
}
