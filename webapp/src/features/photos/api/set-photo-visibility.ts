import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberImageService, type MemberDetail, type PhotoVisibility } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Who sees the photos unblurred: every approved member, or only accepted connections. */
export const setPhotoVisibility = (photoVisibility: PhotoVisibility) =>
  authorized(() =>
    MemberImageService.setPhotoVisibility({ requestBody: { photoVisibility }, acceptLanguage: apiLocale() }),
  );

export function useSetPhotoVisibility(config: MutationConfig<typeof setPhotoVisibility> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setPhotoVisibility,
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(QUERY_KEYS.ownProfile, (old: MemberDetail | undefined) =>
        old ? { ...old, photoVisibility: answer.photoVisibility } : old,
      );
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
