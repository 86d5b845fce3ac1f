import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { TicketService, type SupportTicket } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';
import { TICKETS_KEY } from './get-tickets';

export const ticketKey = (ticketId: number) => [...TICKETS_KEY, 'detail', ticketId] as const;

/**
 * The files' signed links last about 30 minutes: a page left open fetches the thread again before they run out, so
 * that a picture or a PDF still opens.
 */
const LINKS_REFRESH_MS = 20 * 60_000;

/** The member's own ticket with its whole thread, oldest message first; another member's is a 404. */
export const getTicket = (ticketId: number) => authorized(() => TicketService.getTicket({ id: ticketId }));

export const getTicketQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ticketKey(ticketId),
    queryFn: () => getTicket(ticketId),
    staleTime: 30_000,
    refetchInterval: LINKS_REFRESH_MS,
  });

export const useTicket = (ticketId: number) => useSuspenseQuery(getTicketQueryOptions(ticketId));

/**
 * After a new ticket or a reply the answer is the ticket, whole: it is kept for its page (without the one-time
 * confirmation, which the form shows as a toast), and the list is fetched again (status and order may have changed).
 */
export function storeTicket(queryClient: QueryClient, ticket: SupportTicket): void {
  queryClient.setQueryData<SupportTicket>(ticketKey(ticket.ticketId), { ...ticket, message: undefined });
  void queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'pages'] });
}
