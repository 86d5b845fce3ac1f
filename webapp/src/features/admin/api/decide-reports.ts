import { AdminService } from '../../../api/generated/client';
import type { ReportOutcome } from '../../../api/generated/rules/types/ReportOutcome';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

export interface ReportDecision {
  memberId: number;
  outcome: ReportOutcome;
  /** Required by a warning and a suspension (1 to NOTE_MAX characters): the member reads it. */
  reason?: string;
}

/**
 * Closes a member's open reports: dismissed, with a warning to the member, or with a suspension (rule 30). Every
 * reporter is told their report was handled, not how. Answers `{ message }`; when another moderator decided first
 * (no open report left) it answers 422.
 */
export function decideReports({ memberId, outcome, reason }: ReportDecision) {
  const acceptLanguage = apiLocale();
  const reasoned = { memberId, reason: reason ?? '' };
  return authorized(() => {
    switch (outcome) {
      case 'dismiss':
        return AdminService.dismissReports({ requestBody: { memberId }, acceptLanguage });
      case 'warn':
        return AdminService.warnReportedMember({ requestBody: reasoned, acceptLanguage });
      case 'suspend':
        return AdminService.suspendReportedMember({ requestBody: reasoned, acceptLanguage });
    }
  });
}
