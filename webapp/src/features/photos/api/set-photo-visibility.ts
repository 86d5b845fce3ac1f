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
    // A refetch of the profile already under way (a live notification asks for one) would answer the value from
    // before the change and put it back after the change was saved: it is cancelled, and the profile is read again
    // once the change is settled.
    onMutate: async (...args) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEYS.ownProfile });
      return config.onMutate?.(...args);
    },
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      return config.onSettled?.(...args);
    },
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData(QUERY_KEYS.ownProfile, (old: MemberDetail | undefined) =>
        old ? { ...old, photoVisibility: answer.photoVisibility } : old,
      );
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
