import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileService, type PartnerPreferenceRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { partnerPreferenceKey } from './get-partner-preference';

/** Replaces the saved preferences; answers them with a message for a toast. */
export const savePartnerPreference = (preferences: PartnerPreferenceRequest) =>
  authorized(() => ProfileService.savePartnerPreference({ requestBody: preferences, acceptLanguage: apiLocale() }));

export function useSavePartnerPreference(config: MutationConfig<typeof savePartnerPreference> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: savePartnerPreference,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(partnerPreferenceKey(saved.memberId), saved);
      // The profile's completeness counts partner preferences.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      return config.onSuccess?.(saved, ...rest);
    },
  });
}
