import { infiniteQueryOptions, queryOptions, useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** One page of the member's notifications, read or not, newest first. */
export const getNotifications = (pageIndex: number) =>
  authorized(() =>
    NotificationService.listNotifications({
      requestBody: { pageIndex, pageSize: NOTIFICATIONS_PAGE_SIZE },
      acceptLanguage: apiLocale(),
    }),
  );

/** The latest few (the header's dropdown). */
export const getLatestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_KEYS.notifications, 'latest'],
    queryFn: () => getNotifications(1),
    staleTime: 30_000,
  });

/** A plain query: the header's dropdown opens at once and fills when the list arrives. */
export const useLatestNotifications = () => useQuery(getLatestNotificationsQueryOptions());

/** All of them, a page at a time ("show more" on /notification/list). */
export const getNotificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.notifications, 'pages'],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return loaded < last.totalCount && last.result.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
  });

export const useNotificationPages = () => useSuspenseInfiniteQuery(getNotificationPagesQueryOptions());
