import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { getVolunteersQueryOptions } from './get-volunteers';

/**
 * Withdraws a samaj volunteer with every word they gave (docs/rules.md rule 45): a samaj badge resting on them alone
 * goes from the member's profile. Answers `{ message }`; 422 for one withdrawn already.
 */
export const withdrawVolunteer = (accountId: number) =>
  authorized(() => AdminService.withdrawVolunteer({ requestBody: { accountId }, acceptLanguage: apiLocale() }));

export function useWithdrawVolunteer(config: MutationConfig<typeof withdrawVolunteer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: withdrawVolunteer,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getVolunteersQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
