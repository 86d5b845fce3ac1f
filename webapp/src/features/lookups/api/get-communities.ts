import { queryOptions, useQuery } from '@tanstack/react-query';
import { LookupsService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';

/** The two parent communities (Kadva, Leva) first, then their sub-communities, named in the current language. */
export function getCommunities() {
  return LookupsService.getCommunities({ acceptLanguage: apiLocale() });
}

export function getCommunitiesQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'communities'],
    queryFn: getCommunities,
    // Reference lists change rarely; the language only changes with a page reload.
    staleTime: Infinity,
  });
}

export function useCommunities() {
  return useQuery(getCommunitiesQueryOptions());
}
