import { queryOptions, useQuery } from '@tanstack/react-query';
import { VerificationService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The pose to take the verification photo in, good for 30 minutes (docs/rules.md rule 44). */
export const getSelfiePose = () => authorized(() => VerificationService.getSelfiePose());

/** Asked only when the member chooses to take the photo (`enabled`): asking starts the pose's 30 minutes. */
export const getSelfiePoseQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.selfiePose, queryFn: getSelfiePose, staleTime: Infinity, gcTime: 0 });

export const useSelfiePose = (enabled: boolean) => useQuery({ ...getSelfiePoseQueryOptions(), enabled });
