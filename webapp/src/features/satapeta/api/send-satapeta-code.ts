import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileService, type SendSatapetaRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { storeSatapetaState } from './get-satapeta';

/**
 * Asks for the code: the sibling's profile id and birth date. A six-digit code goes to the sibling; the answer is the
 * pending state. A refusal (no such profile, another birth date, one's own profile, already linked) is a 422.
 */
export const sendSatapetaCode = (request: SendSatapetaRequest) =>
  authorized(() => ProfileService.sendSatapetaSetting({ requestBody: request, acceptLanguage: apiLocale() }));

export function useSendSatapetaCode(config: MutationConfig<typeof sendSatapetaCode> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendSatapetaCode,
    onSuccess: (answer, ...rest) => {
      storeSatapetaState(queryClient, answer);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
