import { useQuery } from '@tanstack/react-query';
import type { MemberDetail } from '../../../api/generated/client';
import { ownProfileQueryOptions } from '../../../lib/own-profile-query';

/**
 * The member's own profile (GET /api/Profile), which carries how complete it is and its first gaps (rule 53). The same
 * query as the profile page's (same key, same answer), so that filling a gap there updates the nudge here.
 */
export const getOwnCompletenessQueryOptions = ownProfileQueryOptions;

const selectCompleteness = (profile: MemberDetail) => ({
  completeness: profile.completeness ?? null,
  gaps: profile.completenessGaps ?? [],
});

/** The completeness and its gaps, or undefined while they load (or could not be read): the page does not wait. */
export const useOwnCompleteness = () => useQuery({ ...getOwnCompletenessQueryOptions(), select: selectCompleteness });
