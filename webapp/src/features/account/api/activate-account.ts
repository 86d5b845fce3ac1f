import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { applyAccountState } from './apply-account-state';

/** Reactivates a deactivated account: approved again (3), or awaiting approval (1) when it never was approved. */
export const activateAccount = () => authorized(() => AccountService.activateAccount({ acceptLanguage: apiLocale() }));

export function useActivateAccount(config: MutationConfig<typeof activateAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: activateAccount,
    onSuccess: (answer, ...rest) => {
      applyAccountState(queryClient, answer.profileStatus);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
