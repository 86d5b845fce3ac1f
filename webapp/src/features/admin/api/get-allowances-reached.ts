import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** Members a page of the list shows (the server's default page size). */
export const ALLOWANCES_PAGE_SIZE = 20;

/**
 * One page of the members who reached a daily allowance (rule A1), the latest refusal first, with the allowances in
 * force.
 */
export const getAllowancesReached = (pageIndex: number) =>
  authorized(() => AdminService.getAllowancesReached({ pageIndex, pageSize: ALLOWANCES_PAGE_SIZE }));

export const getAllowancesReachedQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'allowances', pageIndex],
    queryFn: () => getAllowancesReached(pageIndex),
    staleTime: 15_000,
  });

export const useAllowancesReached = (pageIndex: number) =>
  useSuspenseQuery(getAllowancesReachedQueryOptions(pageIndex));
