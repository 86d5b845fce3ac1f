import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ProfileService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The member's own profile, any status; `profileImage` is a signed URL usable in <img src>. */
export const getOwnProfile = () => authorized(() => ProfileService.getOwnProfile({ acceptLanguage: apiLocale() }));

export const getOwnProfileQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.ownProfile, queryFn: getOwnProfile, staleTime: 60_000 });

export const useOwnProfile = () => useSuspenseQuery(getOwnProfileQueryOptions());
