import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberImageService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { refreshOwnProfile } from './refresh-own-profile';

/** Makes an approved photo the main (card) photo; a pending one is refused (422). */
export const setDefaultPhoto = (photoId: number) =>
  authorized(() =>
    MemberImageService.setDefaultMemberPhoto({ requestBody: { photoId }, acceptLanguage: apiLocale() }),
  );

export function useSetDefaultPhoto(config: MutationConfig<typeof setDefaultPhoto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setDefaultPhoto,
    onSuccess: async (...args) => {
      await refreshOwnProfile(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
