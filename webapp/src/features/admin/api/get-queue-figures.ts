import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** How many profiles wait, since when, and how quickly they are decided. */
export const getQueueFigures = () => authorized(() => AdminService.getQueueFigures());

export const getQueueFiguresQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'figures'], queryFn: getQueueFigures, staleTime: 15_000 });

export const useQueueFigures = () => useSuspenseQuery(getQueueFiguresQueryOptions());
