import { NotificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Keeps this browser's push subscription (`JSON.stringify(subscription)`) on the sign-in the access token belongs to,
 * or forgets it with null.
 */
export const savePushSubscription = (subscription: string | null) =>
  authorized(() =>
    NotificationService.savePushSubscription({
      requestBody: { fcmToken: subscription },
      acceptLanguage: apiLocale(),
    }),
  );
