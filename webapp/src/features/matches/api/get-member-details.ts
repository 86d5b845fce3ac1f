import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { MatchService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { retriesOnce } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/**
 * Another member's detail. `visit`: this is an opening, which records a visit (rule 28); otherwise the open page
 * reads it again (after an action, a live event) without counting another. 404: not there, or not visible to the
 * caller.
 */
export const getMemberDetails = (memberId: number, visit: boolean) =>
  authorized(() => MatchService.getMemberDetails({ id: memberId, visit, acceptLanguage: apiLocale() }));

/** The detail as the page reads it: every fetch here is a refresh, not a visit ({@link openMemberDetails} opens it). */
export const getMemberDetailsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.matches, 'detail', memberId],
    queryFn: () => getMemberDetails(memberId, false),
    // A moment only: each opening is a visit, and the photos' signed addresses are short-lived.
    staleTime: 30_000,
    // Not found stays not found, and a day's allowance used up stays used up (429): a 4xx is not tried again.
    retry: retriesOnce,
  });

/** Opening the detail (a navigation to it): always read afresh, and a visit recorded. */
export const openMemberDetails = (queryClient: QueryClient, memberId: number) =>
  queryClient.fetchQuery({
    ...getMemberDetailsQueryOptions(memberId),
    queryFn: () => getMemberDetails(memberId, true),
    staleTime: 0,
  });

export const useMemberDetails = (memberId: number) => useSuspenseQuery(getMemberDetailsQueryOptions(memberId));
