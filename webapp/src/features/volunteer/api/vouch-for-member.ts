import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VolunteerService, type VouchRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { VOLUNTEER_QUERY_KEY } from './get-village-members';

/**
 * The volunteer's word for a member of their villages (docs/rules.md rule 45): how they know the family and, in their
 * words, what they know. The member is told and accepts it before it shows. Answers `{ message }`; 422
 * `already_vouched`, `not_your_village` or `vouch_for_self`.
 */
export const vouchForMember = (requestBody: VouchRequest) =>
  authorized(() => VolunteerService.vouchForMember({ requestBody, acceptLanguage: apiLocale() }));

export function useVouchForMember(config: MutationConfig<typeof vouchForMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: vouchForMember,
    onSuccess: (...args) => {
      // The member's line now shows the word given.
      void queryClient.invalidateQueries({ queryKey: VOLUNTEER_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
