import { useQueryClient } from '@tanstack/react-query';
import { ConnectionsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { quotaRefusal } from '../model/send-failure';
import { quotaUpdater } from './get-connect-quota';
import { useConnectionMutation } from './refresh-connections';

/**
 * Sends a connection request (rules 7 and 9). Answers the request's id and the quota after it; 409 when a live
 * request already exists between the two (maybe the other member asked first), 422 when the quota is used up (with
 * `nextFreeAt`).
 */
export const sendConnectRequest = (memberId: number) =>
  authorized(() => ConnectionsService.sendConnectRequest({ requestBody: { memberId }, acceptLanguage: apiLocale() }));

export function useSendConnectRequest(config: MutationConfig<typeof sendConnectRequest> = {}) {
  const queryClient = useQueryClient();
  return useConnectionMutation(sendConnectRequest, {
    ...config,
    onSuccess: (answer, ...rest) => {
      // The quota shows at once; the refresh that follows confirms it.
      queryClient.setQueryData(
        QUERY_KEYS.ownProfile,
        quotaUpdater({ remaining: answer.remaining, nextFreeAt: answer.nextFreeAt }),
      );
      return config.onSuccess?.(answer, ...rest);
    },
    onError: (error, ...rest) => {
      const refusal = quotaRefusal(error);
      if (refusal) queryClient.setQueryData(QUERY_KEYS.ownProfile, quotaUpdater(refusal));
      return config.onError?.(error, ...rest);
    },
  });
}
