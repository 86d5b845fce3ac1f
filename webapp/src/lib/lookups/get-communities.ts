import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LookupsService } from '../../api/generated/client';
import { apiLocale } from '../api-client';
import { FOREVER, lookupKey } from './lookup-query';

/** The two parent communities (Kadva, Leva) first, then their sub-communities, named in the current language. */
export const getCommunities = () => LookupsService.getCommunities({ acceptLanguage: apiLocale() });

export const getCommunitiesQueryOptions = () =>
  queryOptions({ queryKey: lookupKey('communities'), queryFn: getCommunities, ...FOREVER });

export const useCommunities = () => useSuspenseQuery(getCommunitiesQueryOptions());
