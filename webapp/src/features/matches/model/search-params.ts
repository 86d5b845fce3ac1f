import { z } from 'zod';
import type { MatchSearchRequest } from '../../../api/generated/client';
import {
  LIST_FIELDS,
  THREE_WAY_FIELDS,
  buildPreferencePayload,
  preferenceValuesFrom,
  type PreferenceValues,
} from '../../../components/preference-fields/model/preferences';

/**
 * The search's filters as the address keeps them (`/search?ageFrom=24&communityIds=[1,2]&isNRI=false`), so that a
 * search can be bookmarked and shared: the names of the request (and of the partner preferences), numbers as numbers,
 * lists as lists, nothing for "any". What the address cannot mean (a word for an age, a list of words) is dropped, not
 * refused; a value out of range is kept, and the server's answer names it under its field.
 */

const whole = z.number().int();
const number = whole.optional().catch(undefined);
const id = whole.positive().optional().catch(undefined);
/** A list of ids, each once; one id alone (`?cityIds=5`, typed by hand) is a list of one; an empty list is "any". */
const ids = z
  .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(whole.positive()))
  .transform((list) => (list.length > 0 ? [...new Set(list)] : undefined))
  .optional()
  .catch(undefined);
const flag = z.boolean().optional().catch(undefined);

export const searchParamsSchema = z.object({
  ageFrom: number,
  ageTo: number,
  heightFrom: id,
  heightTo: id,
  annualIncomeFrom: id,
  annualIncomeTo: id,
  communityIds: ids,
  maritalStatuses: ids,
  educationIds: ids,
  occupationIds: ids,
  countryIds: ids,
  stateIds: ids,
  cityIds: ids,
  isNRI: flag,
  anyDisability: flag,
  satapeta: flag,
});

export type SearchParams = z.infer<typeof searchParamsSchema>;
export type SearchField = keyof SearchParams;

/** The filters of an address's search part (whatever it holds: see above). */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  return dropEmpty(searchParamsSchema.parse(search));
}

/** Only the filters that are set, so that the address holds nothing for "any". */
function dropEmpty(search: object): SearchParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as SearchParams;
}

/** The address's filters from the form (the form's own rules have passed). */
export function searchFromValues(values: PreferenceValues): SearchParams {
  return dropEmpty(buildPreferencePayload(values));
}

/** The form's values from the address's filters. */
export function valuesFromSearch(search: SearchParams): PreferenceValues {
  return preferenceValuesFrom(search);
}

/** The body of POST /api/Match/Get for one page of the search. */
export function searchRequest(search: SearchParams, pageIndex: number, pageSize: number): MatchSearchRequest {
  return { pageIndex, pageSize, ...dropEmpty(search) };
}

/** The side panel's filters (age, community and marital status are the basic ones, on top): a range counts once. */
const ADVANCED_FILTERS: readonly (readonly SearchField[])[] = [
  ['heightFrom', 'heightTo'],
  ['annualIncomeFrom', 'annualIncomeTo'],
  ...LIST_FIELDS.filter((field) => field !== 'communityIds' && field !== 'maritalStatuses').map((field) => [field]),
  ...THREE_WAY_FIELDS.map((field) => [field]),
];

/** Whether a field is one of the side panel's (its error is there: on a phone, the drawer must open to show it). */
export function isAdvancedField(field: string): boolean {
  return ADVANCED_FILTERS.some((fields) => fields.includes(field as SearchField));
}

/** How many of the side panel's filters are set, for its button on a phone ("More filters (2)"). */
export function advancedFilterCount(search: SearchParams): number {
  return ADVANCED_FILTERS.filter((fields) => fields.some((field) => search[field] !== undefined)).length;
}
