import { useMutation } from '@tanstack/react-query';
import { HomeService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { UnsubscribeAsk } from '../model/unsubscribe-link';

/**
 * Stops what a one-click link names: the news to an address, or a member's weekly digest (rule 54). A second time
 * answers the same, a wrong link is a 404.
 */
export const unsubscribe = (ask: UnsubscribeAsk) =>
  ask.kind === 'news'
    ? HomeService.unsubscribe({ requestBody: { email: ask.email, token: ask.token }, acceptLanguage: apiLocale() })
    : HomeService.turnDigestOff({
        requestBody: { memberId: ask.memberId, token: ask.token },
        acceptLanguage: apiLocale(),
      });

export const useUnsubscribe = (config: MutationConfig<typeof unsubscribe> = {}) =>
  useMutation({ ...config, mutationFn: unsubscribe });
