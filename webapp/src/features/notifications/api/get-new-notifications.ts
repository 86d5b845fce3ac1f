import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The unread notifications and how many there are (the header's badge). */
export const getNewNotifications = () =>
  authorized(() => NotificationService.getNewNotifications({ acceptLanguage: apiLocale() }));

export const getNewNotificationsQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.notifications, 'new'], queryFn: getNewNotifications, staleTime: 30_000 });

/**
 * A plain query: the header shows the bell at once and the count when it arrives, on every page. `enabled: false` for
 * a visitor who has no notifications (signed out, in the wizard, a moderator): the server would refuse them.
 */
export const useNewNotifications = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getNewNotificationsQueryOptions(), enabled });
