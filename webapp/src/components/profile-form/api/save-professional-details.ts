import { useMutation } from '@tanstack/react-query';
import { CreateProfileService, ProfileService, type ProfessionalDetailsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { ProfessionalPayload } from '../model/professional';
import type { SaveTarget } from './save-target';

/** Step 3 of the wizard: education, occupation, where the member lives. */
export const saveProfessionalDetails = (payload: ProfessionalPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardProfessionalDetails({
      requestBody: payload as unknown as ProfessionalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

/** The Professional Details tab of an approved profile (status 3): the same body and the tab's extra fields. */
export const saveProfileProfessionalDetails = (payload: ProfessionalPayload) =>
  authorized(() =>
    ProfileService.saveProfileProfessionalDetails({
      requestBody: payload as unknown as ProfessionalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const useSaveProfessionalDetails = (
  config: MutationConfig<typeof saveProfessionalDetails> = {},
  target: SaveTarget = 'wizard',
) =>
  useMutation({
    ...config,
    mutationFn: target === 'profile' ? saveProfileProfessionalDetails : saveProfessionalDetails,
  });
