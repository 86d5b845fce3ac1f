import { useMutation } from '@tanstack/react-query';
import { CreateProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Step 4: the cropped photo. In the wizard this submits the profile for approval (status 0 to 1). */
export const uploadProfilePhoto = ({ memberId, photo }: { memberId: number; photo: Blob }) =>
  authorized(() =>
    CreateProfileService.uploadWizardPhoto({
      formData: {
        Id: memberId,
        ProfileImage: new File([photo], 'profile.jpg', { type: photo.type || 'image/jpeg' }),
      },
      acceptLanguage: apiLocale(),
    }),
  );

export const useUploadProfilePhoto = (config: MutationConfig<typeof uploadProfilePhoto> = {}) =>
  useMutation({ ...config, mutationFn: uploadProfilePhoto });
