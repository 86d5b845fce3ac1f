import { useMutation } from '@tanstack/react-query';
import { FamilyService, type ConsentRequest } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * The person of a profile someone else created agrees to it with the code from their e-mail (docs/rules.md rule 46),
 * and may take it over alone with a password of their own; then the answer signs them in.
 */
export const giveConsent = (requestBody: ConsentRequest) => FamilyService.giveFamilyConsent({ requestBody });

export const useGiveConsent = (config: MutationConfig<typeof giveConsent> = {}) =>
  useMutation({ ...config, mutationFn: giveConsent });
