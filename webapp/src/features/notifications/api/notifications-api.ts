import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../auth/session/auth-client';

/** Every notifications query starts with this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The unread ones and how many there are (the header's badge). */
export const newNotificationsQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'new'],
    queryFn: () => authorized(() => NotificationService.getNewNotifications({ acceptLanguage: apiLocale() })),
    staleTime: 30_000,
  });

/** The latest few, read or not (the header's dropdown). */
export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'latest'],
    queryFn: () =>
      authorized(() =>
        NotificationService.listNotifications({
          requestBody: { pageIndex: 1, pageSize: NOTIFICATIONS_PAGE_SIZE },
          acceptLanguage: apiLocale(),
        }),
      ),
    staleTime: 30_000,
  });

/** All of them, newest first, a page at a time ("show more"). */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'pages'],
    queryFn: ({ pageParam }) =>
      authorized(() =>
        NotificationService.listNotifications({
          requestBody: { pageIndex: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE },
          acceptLanguage: apiLocale(),
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return loaded < last.totalCount && last.result.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
  });

export const markAllRead = () =>
  authorized(() => NotificationService.markNotificationsRead({ acceptLanguage: apiLocale() }));
