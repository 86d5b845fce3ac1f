import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MatchService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';
import { searchRequest, type SearchParams } from '../model/search-params';
import { nextPageIndex } from '../../../lib/card-pages';
import { MATCH_PAGE_SIZE } from './get-match-lists';

/** One page of the search with the filters of the address (`/search?ageFrom=…`). */
export const searchMatches = (search: SearchParams, pageIndex: number) =>
  authorized(() =>
    MatchService.searchMatches({
      requestBody: searchRequest(search, pageIndex, MATCH_PAGE_SIZE),
      acceptLanguage: apiLocale(),
    }),
  );

export const getSearchPagesQueryOptions = (search: SearchParams) =>
  infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.matches, 'search', search],
    queryFn: ({ pageParam }) => searchMatches(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
    staleTime: 60_000,
    // A refused search (400) is the member's to fix, not to retry.
    retry: false,
  });

/**
 * A plain query, not a suspending one: the form stays on screen while the results load, and a refused search shows
 * its field errors under the fields.
 */
export const useSearchPages = (search: SearchParams) => useInfiniteQuery(getSearchPagesQueryOptions(search));
