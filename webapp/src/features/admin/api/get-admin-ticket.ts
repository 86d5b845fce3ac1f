import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** A ticket whole: its thread (oldest message first) with the files' signed links, and the member it belongs to. */
export const getAdminTicket = (ticketId: number) => authorized(() => AdminService.getAdminTicket({ id: ticketId }));

export const getAdminTicketQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'ticket', ticketId],
    queryFn: () => getAdminTicket(ticketId),
    // The files' links are signed for about 30 minutes: a thread read again after a while gets fresh ones.
    staleTime: 15_000,
  });

export const useAdminTicket = (ticketId: number) => useSuspenseQuery(getAdminTicketQueryOptions(ticketId));
