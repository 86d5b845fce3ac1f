import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberImageService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { refreshOwnProfile } from './refresh-own-profile';

/** Deletes a photo; the server refuses the only approved one (422). */
export const deletePhoto = (photoId: number) =>
  authorized(() => MemberImageService.deleteMemberPhoto({ id: photoId, acceptLanguage: apiLocale() }));

export function useDeletePhoto(config: MutationConfig<typeof deletePhoto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deletePhoto,
    onSuccess: async (...args) => {
      await refreshOwnProfile(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
