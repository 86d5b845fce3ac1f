import type { MatchSearchRequest } from '../../../api/generated/client';
import {
  LIST_FIELDS,
  THREE_WAY_FIELDS,
  buildPreferencePayload,
  preferenceValuesFrom,
  type PreferenceValues,
} from '../../../components/preference-fields/model/preferences';
import { dropEmpty, type SearchField, type SearchParams } from './search-address';

/** The search in the address and the search form (the address's side is search-address.ts). */
export { parseSearchParams, type SearchField, type SearchParams } from './search-address';

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

/**
 * The side panel's filters (age, community and marital status are the basic ones, on top): a range counts once, and
 * so does the gol, whether as "within my gol" or as the gols chosen.
 */
const ADVANCED_FILTERS: readonly (readonly SearchField[])[] = [
  ['heightFrom', 'heightTo'],
  ['annualIncomeFrom', 'annualIncomeTo'],
  ...LIST_FIELDS.filter((field) => !['communityIds', 'maritalStatuses', 'golIds'].includes(field)).map((field) => [
    field,
  ]),
  ['withinMyGol', 'golIds'],
  ...THREE_WAY_FIELDS.map((field) => [field]),
  ['verifiedOnly'],
  ['createdBy'],
];

/** Whether a field is one of the side panel's (its error is there: on a phone, the drawer must open to show it). */
export function isAdvancedField(field: string): boolean {
  return ADVANCED_FILTERS.some((fields) => fields.includes(field as SearchField));
}

/** How many of the side panel's filters are set, for its button on a phone ("More filters (2)"). */
export function advancedFilterCount(search: SearchParams): number {
  return ADVANCED_FILTERS.filter((fields) => fields.some((field) => search[field] !== undefined)).length;
}
