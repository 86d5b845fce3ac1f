import { createFileRoute } from '@tanstack/react-router';
import { PAGE_INDEX_MIN } from '../../api/startup-rules';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getTicketQueueQueryOptions } from '../../features/admin/api/get-ticket-queue';
import { TicketsPage } from '../../features/admin/components/tickets-page';
import { DEFAULT_TICKET_STATUS, ticketListSearch } from '../../features/admin/model/list-search';

/** `?status=answered|closed` (open when absent or unknown) and `?page=n`. */
export const Route = createFileRoute('/admin/tickets/')({
  validateSearch: (search) => ticketListSearch.parse(search),
  loaderDeps: ({ search }) => ({
    status: search.status ?? DEFAULT_TICKET_STATUS,
    page: search.page ?? PAGE_INDEX_MIN,
  }),
  loader: ({ context: { queryClient }, deps: { status, page } }) =>
    queryClient.ensureQueryData(getTicketQueueQueryOptions(status, page)),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: TicketsRoute,
});

function TicketsRoute() {
  const { status, page } = Route.useLoaderDeps();
  return <TicketsPage status={status} page={page} />;
}
