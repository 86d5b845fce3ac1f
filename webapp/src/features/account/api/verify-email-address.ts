import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService, type VerifyEmailAddressRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { updateUser } from '../../../lib/session/session-store';
import { invalidateAccount } from './invalidate-account';

/** The second step of an e-mail change: the code sent to the new address; the e-mail changes. */
export const verifyEmailAddress = (requestBody: VerifyEmailAddressRequest) =>
  authorized(() => AccountService.verifyEmailAddress({ requestBody, acceptLanguage: apiLocale() }));

export function useVerifyEmailAddress(config: MutationConfig<typeof verifyEmailAddress> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: verifyEmailAddress,
    onSuccess: (answer, request, ...rest) => {
      // The stored sign-in takes the new address as the server keeps it (trimmed, lower case).
      updateUser({ email: request.email.trim().toLowerCase(), emailConfirmed: true });
      invalidateAccount(queryClient);
      return config.onSuccess?.(answer, request, ...rest);
    },
  });
}
