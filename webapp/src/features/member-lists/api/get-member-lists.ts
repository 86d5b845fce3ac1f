import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { ProfileService, type MatchList } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import { nextPageIndex } from '../../../lib/card-pages';
import type { MemberListKind } from '../model/lists';

/** Cards per page ("Show more" adds as many): fills rows of two and three columns alike, as the match lists do. */
export const MEMBER_LIST_PAGE_SIZE = 12;

/** One page of one of the profile area's lists, names in the page's language. */
export function getMemberList(kind: MemberListKind, pageIndex: number, pageSize: number): Promise<MatchList> {
  const requestBody = { pageIndex, pageSize };
  const acceptLanguage = apiLocale();
  return authorized(() => {
    switch (kind) {
      case 'shortlist':
        return ProfileService.listShortlisted({ requestBody, acceptLanguage });
      case 'shortlistedMe':
        return ProfileService.listShortlistedMe({ requestBody, acceptLanguage });
      case 'visitedMe':
        return ProfileService.listVisitedMe({ requestBody, acceptLanguage });
    }
  });
}

/**
 * Under the matches' key: a connection or shortlist change (which invalidates every list of members) refreshes these
 * lists too.
 */
export const memberListKey = (kind: MemberListKind) => [...QUERY_KEYS.matches, 'member-list', kind] as const;

/** A whole list, a page at a time ("Show more" appends the next page). */
export const getMemberListPagesQueryOptions = (kind: MemberListKind) =>
  infiniteQueryOptions({
    queryKey: [...memberListKey(kind), 'pages'],
    queryFn: ({ pageParam }) => getMemberList(kind, pageParam, MEMBER_LIST_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 30_000,
  });

export const useMemberListPages = (kind: MemberListKind) =>
  useSuspenseInfiniteQuery(getMemberListPagesQueryOptions(kind));
