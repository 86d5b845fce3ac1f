import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { authorized } from '../../../lib/session/auth-client';

/** This feature's own query key. */
export const NOTIFICATION_SETTINGS_KEY = ['notification-settings'] as const;

/** For each notification type the member may choose, its channels (a type never saved has every channel on). */
export const getNotificationSettings = () => authorized(() => NotificationService.getNotificationSettings());

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: getNotificationSettings, staleTime: 60_000 });

export const useNotificationSettings = () => useSuspenseQuery(getNotificationSettingsQueryOptions());
