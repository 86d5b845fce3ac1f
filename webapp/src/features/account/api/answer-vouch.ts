import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerificationService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { problemReason } from '../../../lib/problem';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** The member's answer to a samaj volunteer's word (docs/rules.md rule 45). */
export interface VouchAnswerChoice {
  vouchId: number;
  accept: boolean;
}

/**
 * Accepts the word (it shows as the samaj badge with its village on the member's cards, detail and bio-data) or
 * declines it (nothing shows); answers the member's new verification state. 422 `vouch_not_offered` once it was
 * answered or withdrawn meanwhile.
 */
export const answerVouch = ({ vouchId, accept }: VouchAnswerChoice) =>
  authorized(() => {
    const call = { requestBody: { vouchId }, acceptLanguage: apiLocale() };
    return accept ? VerificationService.acceptVouch(call) : VerificationService.declineVouch(call);
  });

export function useAnswerVouch(config: MutationConfig<typeof answerVouch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: answerVouch,
    onSuccess: (state, ...rest) => {
      queryClient.setQueryData(QUERY_KEYS.verification, state);
      return config.onSuccess?.(state, ...rest);
    },
    onError: (error, ...rest) => {
      // Answered in another tab, or withdrawn with its volunteer meanwhile: the page shows where it stands now.
      if (problemReason(error) === 'vouch_not_offered') {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.verification });
      }
      return config.onError?.(error, ...rest);
    },
  });
}
