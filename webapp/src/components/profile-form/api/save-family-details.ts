import { useMutation } from '@tanstack/react-query';
import { CreateProfileService, ProfileService, type FamilyDetailsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { FamilyPayload } from '../model/family';
import type { SaveTarget } from './save-target';

/** Step 2 of the wizard: lifestyle and family. */
export const saveFamilyDetails = (payload: FamilyPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardFamilyDetails({
      requestBody: payload as unknown as FamilyDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

/** The Lifestyle & Family tab of an approved profile (status 3): the same body and the tab's extra fields. */
export const saveProfileFamilyDetails = (payload: FamilyPayload) =>
  authorized(() =>
    ProfileService.saveProfileFamilyDetails({
      requestBody: payload as unknown as FamilyDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const useSaveFamilyDetails = (config: MutationConfig<typeof saveFamilyDetails> = {}, target: SaveTarget = 'wizard') =>
  useMutation({ ...config, mutationFn: target === 'profile' ? saveProfileFamilyDetails : saveFamilyDetails });
