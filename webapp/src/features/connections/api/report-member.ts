import { ConnectionsService, type ReportRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/**
 * Reports a member to the moderators (rule 30): a reason of 1 to 2000 characters; the same member once in 30 days
 * (422 `already_reported`).
 */
export const reportMember = (report: ReportRequest) =>
  authorized(() => ConnectionsService.reportUserToAdmin({ requestBody: report, acceptLanguage: apiLocale() }));

export const useReportMember = (config: MutationConfig<typeof reportMember> = {}) =>
  useConnectionMutation(reportMember, config);
