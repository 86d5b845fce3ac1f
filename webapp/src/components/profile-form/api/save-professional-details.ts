import { useMutation } from '@tanstack/react-query';
import { CreateProfileService, type ProfessionalDetailsRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { ProfessionalPayload } from '../model/professional';

/** Step 3 of the wizard: education, occupation, where the member lives. */
export const saveProfessionalDetails = (payload: ProfessionalPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardProfessionalDetails({
      requestBody: payload as unknown as ProfessionalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const useSaveProfessionalDetails = (config: MutationConfig<typeof saveProfessionalDetails> = {}) =>
  useMutation({ ...config, mutationFn: saveProfessionalDetails });
