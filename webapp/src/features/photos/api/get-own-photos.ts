import { useSuspenseQuery } from '@tanstack/react-query';
import type { MemberDetail } from '../../../api/generated/client';
import { ownProfileQueryOptions } from '../../../lib/own-profile-query';

/**
 * The member's own profile (GET /api/Profile), which carries the photos and who may see them. The same query as the
 * profile page's (same key, same answer), so a change here shows there too.
 */
export const getOwnPhotosQueryOptions = ownProfileQueryOptions;

const selectPhotos = (profile: MemberDetail) => ({
  photos: profile.photos ?? [],
  photoVisibility: profile.photoVisibility ?? 'all',
});

/** The photos (default first) and who sees them unblurred. */
export const useOwnPhotos = () => useSuspenseQuery({ ...getOwnPhotosQueryOptions(), select: selectPhotos });
