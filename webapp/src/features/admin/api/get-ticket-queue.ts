import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import type { TicketStatus } from '../../../api/generated/rules/types/TicketStatus';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** Tickets a page of the queue shows (the server's default page size). */
export const TICKET_PAGE_SIZE = 20;

/**
 * One page of the tickets in `status`: open ones longest waiting first (since their last message), answered and closed
 * ones newest first.
 */
export const getTicketQueue = (status: TicketStatus, pageIndex: number) =>
  authorized(() => AdminService.getTicketQueue({ status, pageIndex, pageSize: TICKET_PAGE_SIZE }));

export const getTicketQueueQueryOptions = (status: TicketStatus, pageIndex: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'tickets', status, pageIndex],
    queryFn: () => getTicketQueue(status, pageIndex),
    staleTime: 15_000,
  });

export const useTicketQueue = (status: TicketStatus, pageIndex: number) =>
  useSuspenseQuery(getTicketQueueQueryOptions(status, pageIndex));
