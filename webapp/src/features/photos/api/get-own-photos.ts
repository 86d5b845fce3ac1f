import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ProfileService, type MemberDetail } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * The member's own profile (GET /api/Profile), which carries the photos and who may see them. The same query as the
 * profile page's (same key, same answer), so a change here shows there too.
 */
export const getOwnProfileForPhotos = () =>
  authorized(() => ProfileService.getOwnProfile({ acceptLanguage: apiLocale() }));

export const getOwnPhotosQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.ownProfile, queryFn: getOwnProfileForPhotos, staleTime: 60_000 });

const selectPhotos = (profile: MemberDetail) => ({
  photos: profile.photos ?? [],
  photoVisibility: profile.photoVisibility ?? 'all',
});

/** The photos (default first) and who sees them unblurred. */
export const useOwnPhotos = () => useSuspenseQuery({ ...getOwnPhotosQueryOptions(), select: selectPhotos });
