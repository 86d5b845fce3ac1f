import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../auth/session/auth-client';

export const ADMIN_KEY = ['admin'] as const;
export const AUDIT_PAGE_SIZE = 20;
export const SEARCH_MIN_CHARS = 2;

export const queueFiguresQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'figures'],
    queryFn: () => authorized(() => AdminService.getQueueFigures()),
    staleTime: 15_000,
  });

export const queueQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'queue'],
    queryFn: () => authorized(() => AdminService.getApprovalQueue()),
    staleTime: 15_000,
  });

export const adminMemberQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'member', id],
    queryFn: () => authorized(() => AdminService.getAdminMember({ id, acceptLanguage: apiLocale() })),
    staleTime: 15_000,
  });

export const memberSearchQuery = (query: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'members', query],
    queryFn: () => authorized(() => AdminService.searchMembers({ query })),
    enabled: query.trim().length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const auditLogQuery = (pageIndex: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit', pageIndex],
    queryFn: () => authorized(() => AdminService.getAuditLog({ pageIndex, pageSize: AUDIT_PAGE_SIZE })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export type Decision = 'approve' | 'request_changes' | 'suspend' | 'lift_suspension';

/** One moderator decision; the reasoned ones need a reason. Answers `{memberId, profileStatus, message}`. */
export function decide(decision: Decision, memberId: number, reason = '') {
  const acceptLanguage = apiLocale();
  switch (decision) {
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
