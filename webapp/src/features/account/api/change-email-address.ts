import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService, type ChangeEmailAddressRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { invalidateAccount } from './invalidate-account';

/** The first step of an e-mail change: the new address and the password; a code goes to the new address. */
export const changeEmailAddress = (requestBody: ChangeEmailAddressRequest) =>
  authorized(() => AccountService.changeEmailAddress({ requestBody, acceptLanguage: apiLocale() }));

export function useChangeEmailAddress(config: MutationConfig<typeof changeEmailAddress> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeEmailAddress,
    onSuccess: (...args) => {
      // The account details now name the address that waits for its code.
      invalidateAccount(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
