import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The identity documents and verification photos awaiting a decision, oldest first, each beside the profile. */
export const getCheckQueue = () => authorized(() => AdminService.getCheckQueue());

export const getCheckQueueQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'checks'], queryFn: getCheckQueue, staleTime: 15_000 });

export const useCheckQueue = () => useSuspenseQuery(getCheckQueueQueryOptions());
