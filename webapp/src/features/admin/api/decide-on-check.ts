import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import type { ReviewDecision } from './decide-on-edit-request';

export interface CheckDecisionInput {
  decision: ReviewDecision;
  checkId: number;
  /** Required by a refusal (1 to NOTE_MAX characters). */
  reason?: string;
}

/**
 * Approves an identity document or a verification photo (the member gets the badge) or refuses it with the reason the
 * member reads; either way its image is deleted. A check another moderator decided first answers 422.
 */
export function decideOnCheck({ decision, checkId, reason = '' }: CheckDecisionInput) {
  const acceptLanguage = apiLocale();
  switch (decision) {
    case 'approve':
      return authorized(() => AdminService.approveCheck({ requestBody: { checkId }, acceptLanguage }));
    case 'decline':
      return authorized(() => AdminService.refuseCheck({ requestBody: { id: checkId, reason }, acceptLanguage }));
  }
}
