import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

export const AUDIT_PAGE_SIZE = 20;

/** One page of every moderator action, newest first. */
export const getAuditLog = (pageIndex: number) =>
  authorized(() => AdminService.getAuditLog({ pageIndex, pageSize: AUDIT_PAGE_SIZE }));

export const getAuditLogQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'audit', pageIndex],
    queryFn: () => getAuditLog(pageIndex),
    staleTime: 15_000,
  });

export const useAuditLog = (pageIndex: number) => useSuspenseQuery(getAuditLogQueryOptions(pageIndex));
