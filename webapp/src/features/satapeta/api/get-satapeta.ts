import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ProfileService, type SatapetaState } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * This feature's own query key. It sits under the own profile's key on purpose: every live notification (a code sent,
 * a link made or undone by the sibling) refreshes the own profile (features/live-events), and with it this query.
 */
export const SATAPETA_KEY = [...QUERY_KEYS.ownProfile, 'satapeta'] as const;

/** Off, a code waiting (with the sibling it went to), or linked (with the sibling); `memberId`: the caller's own. */
export const getSatapeta = (memberId: number) =>
  authorized(() => ProfileService.getSatapeta({ id: memberId, acceptLanguage: apiLocale() }));

export const getSatapetaQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: SATAPETA_KEY, queryFn: () => getSatapeta(memberId), staleTime: 30_000 });

export const useSatapeta = (memberId: number) => useSuspenseQuery(getSatapetaQueryOptions(memberId));

/**
 * After a change, the answer is the new state. What changes with it: the cards and details (the "satapeta accepted"
 * mark and the search filter), the notifications (a link tells both members) and the activity (the action is in it).
 */
export function storeSatapetaState(queryClient: QueryClient, state: SatapetaState): void {
  queryClient.setQueryData<SatapetaState>(SATAPETA_KEY, { ...state, message: undefined });
  for (const queryKey of [QUERY_KEYS.matches, QUERY_KEYS.notifications, QUERY_KEYS.activity]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
