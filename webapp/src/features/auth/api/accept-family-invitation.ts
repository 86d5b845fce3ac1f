import { useMutation } from '@tanstack/react-query';
import { FamilyService, type AcceptRequest } from '../../../api/generated/client';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * Accepts a family member's invitation with its code (docs/rules.md rule 46): with the password of the account the
 * address already has, or the names and a new password of one made for it. Signs in acting for the profile.
 */
export const acceptFamilyInvitation = (requestBody: AcceptRequest) =>
  FamilyService.acceptFamilyInvitation({ requestBody });

export const useAcceptFamilyInvitation = (config: MutationConfig<typeof acceptFamilyInvitation> = {}) =>
  useMutation({ ...config, mutationFn: acceptFamilyInvitation });
