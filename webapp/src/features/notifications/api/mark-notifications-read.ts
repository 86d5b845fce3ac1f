import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Marks every notification read (the header's dropdown was opened). */
export const markNotificationsRead = () =>
  authorized(() => NotificationService.markNotificationsRead({ acceptLanguage: apiLocale() }));

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
