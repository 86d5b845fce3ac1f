import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationService, type NotificationSettingsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { NOTIFICATION_SETTINGS_KEY } from './get-notification-settings';

/** Saves the channels of the types sent; answers every type's channels and a message. */
export const saveNotificationSettings = (settings: NotificationSettingsRequest) =>
  authorized(() =>
    NotificationService.saveNotificationSettings({ requestBody: settings, acceptLanguage: apiLocale() }),
  );

export function useSaveNotificationSettings(config: MutationConfig<typeof saveNotificationSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveNotificationSettings,
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, { result: answer.result });
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
