import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

/** What a moderator does with an edit request or a new photo; a decline needs a reason, which the member reads. */
export type ReviewDecision = 'approve' | 'decline';

export interface EditRequestDecision {
  decision: ReviewDecision;
  requestId: number;
  /** Required by a decline (1 to NOTE_MAX characters). */
  reason?: string;
}

/**
 * Approves (the change is applied) or declines an edit request. Answers `{ message }`; a request another moderator
 * decided first answers 422.
 */
export function decideOnEditRequest({ decision, requestId, reason = '' }: EditRequestDecision) {
  const acceptLanguage = apiLocale();
  switch (decision) {
    case 'approve':
      return authorized(() => AdminService.approveEditRequest({ requestBody: { requestId }, acceptLanguage }));
    case 'decline':
      return authorized(() =>
        AdminService.declineEditRequest({ requestBody: { id: requestId, reason }, acceptLanguage }),
      );
  }
}
