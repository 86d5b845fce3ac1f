import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { applyAccountState } from './apply-account-state';

/** Deactivates the account (status 4): the profile is hidden from everyone until the member reactivates it. */
export const deactivateAccount = () =>
  authorized(() => AccountService.deactivateAccount({ acceptLanguage: apiLocale() }));

export function useDeactivateAccount(config: MutationConfig<typeof deactivateAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deactivateAccount,
    onSuccess: (answer, ...rest) => {
      applyAccountState(queryClient, answer.profileStatus);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
