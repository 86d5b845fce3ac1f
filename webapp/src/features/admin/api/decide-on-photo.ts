import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';
import type { ReviewDecision } from './decide-on-edit-request';

export interface PhotoDecision {
  decision: ReviewDecision;
  photoId: number;
  /** Required by a decline (1 to NOTE_MAX characters). */
  reason?: string;
}

/**
 * Approves a photo (others see it from now on) or declines it (the photo is deleted and the member told the reason).
 * Answers `{ message }`; a photo another moderator decided first answers 422.
 */
export function decideOnPhoto({ decision, photoId, reason = '' }: PhotoDecision) {
  const acceptLanguage = apiLocale();
  switch (decision) {
    case 'approve':
      return authorized(() => AdminService.approvePhoto({ requestBody: { photoId }, acceptLanguage }));
    case 'decline':
      return authorized(() => AdminService.declinePhoto({ requestBody: { id: photoId, reason }, acceptLanguage }));
  }
}
