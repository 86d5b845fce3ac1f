import { QUERY_KEYS } from '../query-keys';

/**
 * Reference lists change rarely and their language only changes with a page reload, so each list is fetched once per
 * page load and kept.
 */
export const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

/** The query key of a reference list (and of its parent's id, for the lists that hang off another). */
export const lookupKey = (...parts: readonly (string | number | null)[]) => [...QUERY_KEYS.lookups, ...parts] as const;
