import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { MatchService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** Another member's detail; opening it records a visit (DECISIONS 28). 404: not there, or not visible to the caller. */
export const getMemberDetails = (memberId: number) =>
  authorized(() => MatchService.getMemberDetails({ id: memberId, acceptLanguage: apiLocale() }));

export const getMemberDetailsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.matches, 'detail', memberId],
    queryFn: () => getMemberDetails(memberId),
    // A moment only: each opening is a visit, and the photos' signed addresses are short-lived.
    staleTime: 30_000,
    // Not found stays not found.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useMemberDetails = (memberId: number) => useSuspenseQuery(getMemberDetailsQueryOptions(memberId));
