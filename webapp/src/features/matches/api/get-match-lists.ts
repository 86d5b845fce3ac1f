import { infiniteQueryOptions, queryOptions, useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { MatchService, type MatchList } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { nextPageIndex } from '../../../lib/card-pages';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import type { MatchListKind } from '../model/lists';

/** Cards per page of a list ("Show more" adds as many): fills rows of two and three columns alike. */
export const MATCH_PAGE_SIZE = 12;
/** Cards of each list on /matches. */
export const MATCH_PREVIEW_SIZE = 4;

/** One page of one of the five lists (rule 4), names in the page's language. */
export function getMatchList(kind: MatchListKind, pageIndex: number, pageSize: number): Promise<MatchList> {
  const page = { pageIndex, pageSize };
  const acceptLanguage = apiLocale();
  return authorized(() => {
    switch (kind) {
      case 'new':
        return MatchService.listNewMatches({ requestBody: page, acceptLanguage });
      case 'mine':
        return MatchService.listMyMatches({ requestBody: page, acceptLanguage });
      case 'all':
        return MatchService.listAllMatches({ requestBody: { ...page, scope: 'all' }, acceptLanguage });
      case 'patidar':
        return MatchService.listAllMatches({ requestBody: { ...page, scope: 'patidar' }, acceptLanguage });
      case 'recent':
        return MatchService.listRecentlyViewed({ requestBody: page, acceptLanguage });
    }
  });
}

export const matchListKey = (kind: MatchListKind) => [...QUERY_KEYS.matches, 'list', kind] as const;

/** The first few of a list, for its section of /matches. */
export const getMatchPreviewQueryOptions = (kind: MatchListKind) =>
  queryOptions({
    queryKey: [...matchListKey(kind), 'preview'],
    queryFn: () => getMatchList(kind, 1, MATCH_PREVIEW_SIZE),
    staleTime: 60_000,
  });

/** A plain query: each section of /matches shows itself as soon as its own list arrives. */
export const useMatchPreview = (kind: MatchListKind) => useQuery(getMatchPreviewQueryOptions(kind));

/** A whole list, a page at a time ("Show more" appends the next page). */
export const getMatchPagesQueryOptions = (kind: MatchListKind) =>
  infiniteQueryOptions({
    queryKey: [...matchListKey(kind), 'pages'],
    queryFn: ({ pageParam }) => getMatchList(kind, pageParam, MATCH_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 60_000,
  });

export const useMatchPages = (kind: MatchListKind) => useSuspenseInfiniteQuery(getMatchPagesQueryOptions(kind));
