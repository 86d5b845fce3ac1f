import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Everything Sagpan stores about the member, as one document (rule 37). */
export const exportAccount = () => authorized(() => AccountService.exportAccount({ acceptLanguage: apiLocale() }));

export function useExportAccount(config: MutationConfig<typeof exportAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: exportAccount,
    onSuccess: (...args) => {
      // The download is recorded in the member's activity.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activity });
      return config.onSuccess?.(...args);
    },
  });
}
