import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerificationService, type PhoneVerifyRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import { invalidateAccount } from './invalidate-account';

/** The code texted to the number: the number becomes the member's, verified; answers the new verification state. */
export const verifyPhone = (requestBody: PhoneVerifyRequest) =>
  authorized(() => VerificationService.verifyPhone({ requestBody, acceptLanguage: apiLocale() }));

export function useVerifyPhone(config: MutationConfig<typeof verifyPhone> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: verifyPhone,
    onSuccess: (state, ...rest) => {
      queryClient.setQueryData(QUERY_KEYS.verification, state);
      invalidateAccount(queryClient);
      return config.onSuccess?.(state, ...rest);
    },
  });
}
