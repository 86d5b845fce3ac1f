import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { storeSatapetaState } from './get-satapeta';

/** Links both profiles with the code the sibling received; a wrong code is a 422 (the fifth burns it). */
export const verifySatapetaCode = (otp: string) =>
  authorized(() => ProfileService.verifySatapetaSetting({ requestBody: { otp }, acceptLanguage: apiLocale() }));

export function useVerifySatapetaCode(config: MutationConfig<typeof verifySatapetaCode> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: verifySatapetaCode,
    onSuccess: (answer, ...rest) => {
      storeSatapetaState(queryClient, answer);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
