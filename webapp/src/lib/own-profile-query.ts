import { queryOptions } from '@tanstack/react-query';
import { ProfileService } from '../api/generated/client';
import { apiLocale } from './api-client';
import { QUERY_KEYS } from './query-keys';
import { authorized } from './session/auth-client';

/** The member's own profile (GET /api/Profile), any status; `profileImage` is a signed URL usable in <img src>. */
export const getOwnProfile = () => authorized(() => ProfileService.getOwnProfile({ acceptLanguage: apiLocale() }));

/**
 * The one query of the member's own profile: the profile page reads it whole, other features a part of it (the
 * connect quota, the photos, the completeness), so a change made in one place shows in all.
 */
export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.ownProfile, queryFn: getOwnProfile, staleTime: 60_000 });
