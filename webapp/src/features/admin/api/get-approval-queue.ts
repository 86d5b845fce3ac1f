import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The profiles awaiting approval, oldest first. */
export const getApprovalQueue = () => authorized(() => AdminService.getApprovalQueue());

export const getApprovalQueueQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'queue'], queryFn: getApprovalQueue, staleTime: 15_000 });

export const useApprovalQueue = () => useSuspenseQuery(getApprovalQueueQueryOptions());
