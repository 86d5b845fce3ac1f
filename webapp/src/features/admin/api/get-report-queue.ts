import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * The reported members with open reports, the most reported first (distinct reporters in 30 days), each with their
 * open reports, oldest first (rule 30).
 */
export const getReportQueue = () => authorized(() => AdminService.getReportQueue());

export const getReportQueueQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'reports'], queryFn: getReportQueue, staleTime: 15_000 });

export const useReportQueue = () => useSuspenseQuery(getReportQueueQueryOptions());
