import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { NotificationService, type HistoryList } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { nextPageIndex } from '../../../lib/card-pages';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

export const ACTIVITY_PAGE_SIZE = 20;

/** One page of what the member did, newest first, in the page's language (rule 32). */
export const getActivity = (pageIndex: number): Promise<HistoryList> =>
  authorized(() =>
    NotificationService.listHistory({
      requestBody: { pageIndex, pageSize: ACTIVITY_PAGE_SIZE },
      acceptLanguage: apiLocale(),
    }),
  );

/**
 * The whole activity, a page at a time ("Show more" on /notification/activity). Everything the member does adds to it,
 * so it is read again whenever the page is opened after a short while.
 */
export const getActivityPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.activity, 'pages'],
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 10_000,
  });

export const useActivityPages = () => useSuspenseInfiniteQuery(getActivityPagesQueryOptions());
