import type * as rules from './generated/rules/rules';

/**
 * The few shared rules that the first page load needs (the session, the route guards, toasts, the search parsers of
 * the addresses), without `generated/rules/rules.ts`: that module also makes every zod schema and holds the list of
 * common passwords, and importing any of it would put all of it, and zod, in the entry chunk (see
 * scripts/check-bundle.mjs). Each value is typed as the generated one, so the type check fails if they ever differ.
 */
export const TOAST_MS: typeof rules.TOAST_MS = 5000;
export const PAGE_INDEX_MIN: typeof rules.PAGE_INDEX_MIN = 1;
export const PAGE_INDEX_MAX: typeof rules.PAGE_INDEX_MAX = 1000000;
export const ROLES: typeof rules.ROLES = ['member', 'moderator', 'volunteer', 'family'];
export const PROFILE_STATUSES: typeof rules.PROFILE_STATUSES = [0, 1, 2, 3, 4, 5];
