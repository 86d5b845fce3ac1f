import { useMutation } from '@tanstack/react-query';
import { CreateProfileService, type FamilyDetailsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { FamilyPayload } from '../model/family';

/** Step 2 of the wizard: lifestyle and family. */
export const saveFamilyDetails = (payload: FamilyPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardFamilyDetails({
      requestBody: payload as unknown as FamilyDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const useSaveFamilyDetails = (config: MutationConfig<typeof saveFamilyDetails> = {}) =>
  useMutation({ ...config, mutationFn: saveFamilyDetails });
