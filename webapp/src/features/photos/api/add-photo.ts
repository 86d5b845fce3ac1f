import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberImageService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { refreshOwnProfile } from './refresh-own-profile';

/** Adds a cropped photo; after approval it waits for a moderator (`status: pending`). */
export const addPhoto = (photo: Blob) =>
  authorized(() =>
    MemberImageService.addMemberPhoto({
      formData: { ProfileImage: new File([photo], 'photo.jpg', { type: photo.type || 'image/jpeg' }) },
      acceptLanguage: apiLocale(),
    }),
  );

export function useAddPhoto(config: MutationConfig<typeof addPhoto> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addPhoto,
    onSuccess: async (...args) => {
      await refreshOwnProfile(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
