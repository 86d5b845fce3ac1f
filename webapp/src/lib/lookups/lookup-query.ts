import { queryOptions } from '@tanstack/react-query';
import { QUERY_KEYS } from '../query-keys';

/**
 * Reference lists change rarely and their language only changes with a page reload, so each list is fetched once per
 * page load and kept.
 */
export const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

/** The query key of a reference list (and of its parent's id, for the lists that hang off another). */
export const lookupKey = (...parts: readonly (string | number | null)[]) => [...QUERY_KEYS.lookups, ...parts] as const;

/**
 * The query of a list that hangs off a parent the member picks in a form (the states of a country, the cities of a
 * state, ...): it waits (enabled: false) until the parent is chosen. Read it with a plain `useQuery`, not a suspending
 * one: the form must stay on screen, with the select disabled, while the list loads.
 */
export const childListQueryOptions = <T>(
  name: string,
  parentId: number | null,
  fetch: (parentId: number) => Promise<T>,
) =>
  queryOptions({
    queryKey: lookupKey(name, parentId),
    queryFn: () => fetch(parentId ?? 0),
    enabled: parentId !== null,
    ...FOREVER,
  });
