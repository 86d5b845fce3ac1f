import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The photos added after approval and awaiting a decision, oldest first, each with the member's current photo. */
export const getPhotoQueue = () => authorized(() => AdminService.getPhotoQueue());

export const getPhotoQueueQueryOptions = () =>
  queryOptions({ queryKey: [...QUERY_KEYS.admin, 'photos'], queryFn: getPhotoQueue, staleTime: 15_000 });

export const usePhotoQueue = () => useSuspenseQuery(getPhotoQueueQueryOptions());
