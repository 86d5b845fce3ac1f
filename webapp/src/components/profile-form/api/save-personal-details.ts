import { useMutation } from '@tanstack/react-query';
import { CreateProfileService, ProfileService, type PersonalDetailsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { PersonalPayload } from '../model/personal';
import type { SaveTarget } from './save-target';

/** Step 1 of the wizard, also used to edit the profile at status 2. */
export const savePersonalDetails = (payload: PersonalPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardPersonalDetails({
      // The server takes null for an empty optional field; the generated types only know "absent".
      requestBody: payload as unknown as PersonalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

/** The Personal Details tab of an approved profile (status 3): the same body and the tab's extra fields. */
export const saveProfilePersonalDetails = (payload: PersonalPayload) =>
  authorized(() =>
    ProfileService.saveProfilePersonalDetails({
      requestBody: payload as unknown as PersonalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const useSavePersonalDetails = (
  config: MutationConfig<typeof savePersonalDetails> = {},
  target: SaveTarget = 'wizard',
) =>
  useMutation({ ...config, mutationFn: target === 'profile' ? saveProfilePersonalDetails : savePersonalDetails });
