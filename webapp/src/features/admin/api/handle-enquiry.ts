import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Marks an enquiry handled, once answered by e-mail or phone. Answers `{ message }`; one already handled (perhaps by
 * another moderator just now) answers 422.
 */
export const handleEnquiry = (enquiryId: number) =>
  authorized(() => AdminService.handleEnquiry({ requestBody: { enquiryId }, acceptLanguage: apiLocale() }));
