import type { QueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { updateUser } from '../../../lib/session/session-store';

/**
 * After a change of photos: the profile is read again, and the header's avatar follows the (maybe new) default photo.
 */
export async function refreshOwnProfile(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
  const profile = queryClient.getQueryData<MemberDetail>(QUERY_KEYS.ownProfile);
  if (profile?.profileImage) updateUser({ profileImage: profile.profileImage });
}
