import { useMutation } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Status 3: a new profile photo. It joins My photos as pending and becomes the profile photo once a moderator approves
 * it; the answer is the photo (`pendingDefault`) with a message for the toast.
 */
export const uploadNewProfilePhoto = ({ memberId, photo }: { memberId: number; photo: Blob }) =>
  authorized(() =>
    ProfileService.uploadProfilePhoto({
      formData: {
        Id: memberId,
        ProfileImage: new File([photo], 'profile.jpg', { type: photo.type || 'image/jpeg' }),
      },
      acceptLanguage: apiLocale(),
    }),
  );

export const useUploadNewProfilePhoto = (config: MutationConfig<typeof uploadNewProfilePhoto> = {}) =>
  useMutation({ ...config, mutationFn: uploadNewProfilePhoto });
