import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Marks every notification read ("Mark all as read" on /notification/list). */
export const markNotificationsRead = () =>
  authorized(() => NotificationService.markNotificationsRead({ acceptLanguage: apiLocale() }));

/** Marks the notifications a page showed read (the dropdown opened, the list page read). */
export const markShownRead = (ids: number[]) =>
  authorized(() => NotificationService.markNotificationsReadById({ requestBody: { ids }, acceptLanguage: apiLocale() }));

/**
 * The badge's count follows at once; what is on screen keeps its marks while it is shown (the new ones stay marked new
 * until the list is read again: the dropdown reads it on every opening).
 */
const BADGE_KEY = [...QUERY_KEYS.notifications, 'new'] as const;

export function useMarkNotificationsRead(config: MutationConfig<typeof markNotificationsRead> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markNotificationsRead,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
      return config.onSuccess?.(...args);
    },
  });
}

export function useMarkShownRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShownRead,
    // Nobody presses anything to mark what was shown: a failed call (a network blip) is tried again by itself.
    retry: 3,
    onSuccess: async () => {
      // The page's first read of the count may still be on its way, from before the marking: an invalidation would
      // join it and keep its old count, so it is cancelled first and the count read afresh.
      await queryClient.cancelQueries({ queryKey: BADGE_KEY, exact: true });
      await queryClient.invalidateQueries({ queryKey: BADGE_KEY, exact: true });
    },
  });
}
