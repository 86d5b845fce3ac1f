import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AccountService, type LoginHistoryList } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import { nextLoginHistoryPage } from '../model/login-history';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** One page of the member's sign-ins, newest first. */
export const getLoginHistory = (pageIndex: number): Promise<LoginHistoryList> =>
  authorized(() => AccountService.getLoginHistory({ pageIndex, pageSize: LOGIN_HISTORY_PAGE_SIZE }));

/** Every sign-in, a page at a time ("Show more" on /profile/account). */
export const getLoginHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: QUERY_KEYS.loginHistory,
    queryFn: ({ pageParam }) => getLoginHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextLoginHistoryPage,
    staleTime: 30_000,
  });

/**
 * Not a suspending query: the history is a side card of the account page, and the page's actions (deactivate,
 * delete, download) must stay usable when it cannot be loaded.
 */
export const useLoginHistory = () => useInfiniteQuery(getLoginHistoryQueryOptions());
