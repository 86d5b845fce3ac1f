import { useMutation } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import type { ModeratorAction } from '../../../api/generated/rules/types/ModeratorAction';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { MemberId } from '../model/member-id';

export interface Decision {
  action: ModeratorAction;
  memberId: MemberId;
  /** Required by the decisions whose MODERATOR_ACTIONS entry says `needsReason`; the member reads it. */
  reason?: string;
}

/** One moderator decision. Answers `{ memberId, profileStatus, message }`. */
export function decideOnProfile({ action, memberId, reason = '' }: Decision) {
  const acceptLanguage = apiLocale();
  switch (action) {
    case 'approve':
      return authorized(() => AdminService.approveProfile({ requestBody: { memberId }, acceptLanguage }));
    case 'request_changes':
      return authorized(() =>
        AdminService.requestProfileChanges({ requestBody: { memberId, reason }, acceptLanguage }),
      );
    case 'suspend':
      return authorized(() => AdminService.suspendMember({ requestBody: { memberId, reason }, acceptLanguage }));
    case 'lift_suspension':
      return authorized(() => AdminService.liftSuspension({ requestBody: { memberId }, acceptLanguage }));
  }
}

export const useDecideOnProfile = (config: MutationConfig<typeof decideOnProfile> = {}) =>
  useMutation({ ...config, mutationFn: decideOnProfile });
