import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { storeSatapetaState } from './get-satapeta';

/** Turns satapeta off: unlinks both profiles (the sibling is told), or withdraws a code still waiting. */
export const disableSatapeta = () =>
  authorized(() => ProfileService.disableSatapetaSetting({ acceptLanguage: apiLocale() }));

export function useDisableSatapeta(config: MutationConfig<typeof disableSatapeta> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: disableSatapeta,
    onSuccess: (answer, ...rest) => {
      storeSatapetaState(queryClient, answer);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
