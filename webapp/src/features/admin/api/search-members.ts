import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminService } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** The server looks a member up from this many characters on. */
export const SEARCH_MIN_CHARS = 2;

/** Members by profile id, e-mail, mobile number or name. */
export const searchMembers = (query: string) => authorized(() => AdminService.searchMembers({ query }));

export const searchMembersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.admin, 'members', query],
    queryFn: () => searchMembers(query),
    enabled: query.trim().length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/**
 * A plain query, not a suspending one: it follows what the moderator types, and the previous results stay on screen
 * (keepPreviousData) while the next ones load.
 */
export const useSearchMembers = (query: string) => useQuery(searchMembersQueryOptions(query));
