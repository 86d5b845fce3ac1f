import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService, type ChangePasswordRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Changes the password with the current one; the server signs out every other sign-in, this one stays. */
export const changePassword = (requestBody: ChangePasswordRequest) =>
  authorized(() => AccountService.changePassword({ requestBody, acceptLanguage: apiLocale() }));

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changePassword,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activity });
      return config.onSuccess?.(...args);
    },
  });
}
