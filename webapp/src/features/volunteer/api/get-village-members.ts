import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VolunteerService } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../../lib/session/auth-client';

/** Every query of the volunteer page: a word given refreshes them all. */
export const VOLUNTEER_QUERY_KEY = ['volunteer'] as const;

/**
 * One page (20 members) of the approved members of the villages or gol the volunteer serves (docs/rules.md rule 45), by
 * surname and name, with the places they serve; `q` (2 characters or more) keeps those whose name or profile id holds
 * it. 403 `not_volunteer` for an account that is not appointed (or no longer).
 */
export const getVillageMembers = (pageIndex: number, q: string) =>
  authorized(() =>
    VolunteerService.getVillageMembers({ pageIndex, q: q === '' ? undefined : q, acceptLanguage: apiLocale() }),
  );

export const getVillageMembersQueryOptions = (pageIndex: number, q: string) =>
  queryOptions({
    queryKey: [...VOLUNTEER_QUERY_KEY, 'members', pageIndex, q],
    queryFn: () => getVillageMembers(pageIndex, q),
    staleTime: 30_000,
    // The page shown stays while the next one (or another search) loads.
    placeholderData: keepPreviousData,
  });

export const useVillageMembers = (pageIndex: number, q: string) =>
  useQuery(getVillageMembersQueryOptions(pageIndex, q));
