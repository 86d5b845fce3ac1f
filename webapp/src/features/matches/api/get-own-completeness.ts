import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileService, type MemberDetail } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * The member's own profile (GET /api/Profile), which carries how complete it is and its first gaps (rule 53). The same
 * query as the profile page's (same key, same answer), so that filling a gap there updates the nudge here.
 */
export const getOwnProfileForCompleteness = () =>
  authorized(() => ProfileService.getOwnProfile({ acceptLanguage: apiLocale() }));

export const getOwnCompletenessQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.ownProfile, queryFn: getOwnProfileForCompleteness, staleTime: 60_000 });

const selectCompleteness = (profile: MemberDetail) => ({
  completeness: profile.completeness ?? null,
  gaps: profile.completenessGaps ?? [],
});

/** The completeness and its gaps, or undefined while they load (or could not be read): the page does not wait. */
export const useOwnCompleteness = () => useQuery({ ...getOwnCompletenessQueryOptions(), select: selectCompleteness });
