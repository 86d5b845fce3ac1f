import { PAGE_INDEX_MAX, PAGE_INDEX_MIN } from '../api/startup-rules';

/**
 * Readers for the search part of an address, as the router hands it over (numbers as numbers, lists as lists: it reads
 * a value that looks like JSON as JSON). Each returns undefined for what it cannot read, so that a typed or edited
 * address falls back to the default instead of failing. Written by hand rather than with zod: the route tree, which
 * holds the routes' search parsers, loads before any page, and zod would weigh on that first load.
 */

/** A whole number (a safe integer) from `min` to `max`. */
export function wholeNumber(value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** `true` or `false`, nothing else ("yes", 1). */
export function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Text; a number is text too (the router reads a value of digits only as a number). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

/** One of `choices`. */
export function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** `page=n` of a paged list, from 1; anything else is the first page (undefined). */
export function pageNumber(value: unknown): number | undefined {
  return wholeNumber(value, PAGE_INDEX_MIN, PAGE_INDEX_MAX);
}

/** The object without its undefined fields (so that the address holds only what is set). */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
