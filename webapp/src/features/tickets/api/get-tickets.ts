import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { TicketService } from '../../../api/generated/client';
import { nextPageIndex } from '../../../lib/card-pages';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Every tickets query starts with this key. It sits under the notifications' key on purpose: a moderator's answer
 * arrives as a notification (a live event refreshes the notifications, features/live-events), and with it the open
 * ticket page and the list show the answer without a reload.
 */
export const TICKETS_KEY = [...QUERY_KEYS.notifications, 'tickets'] as const;

export const TICKETS_PAGE_SIZE = 10;

/** One page of the member's tickets: open, then answered, then closed, newest first within each (the server's sort). */
export const getTickets = (pageIndex: number) =>
  authorized(() => TicketService.getTickets({ requestBody: { pageIndex, pageSize: TICKETS_PAGE_SIZE } }));

/** All of them, a page at a time ("Show more" on /ticket). */
export const getTicketPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...TICKETS_KEY, 'pages'],
    queryFn: ({ pageParam }) => getTickets(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 30_000,
  });

export const useTicketPages = () => useSuspenseInfiniteQuery(getTicketPagesQueryOptions());
