import type { Badge, ProfileCreator } from '../../../api/generated/client';
import { flag, wholeNumber } from '../../../lib/search-readers';
import { BADGES } from '../../../lib/verification-labels';
import { PROFILE_CREATORS } from '../../../lib/profile-creator-labels';

/**
 * The search's filters as the address keeps them (`/search?ageFrom=24&communityIds=[1,2]&isNRI=false`), so that a
 * search can be bookmarked and shared: the names of the request (and of the partner preferences), numbers as numbers,
 * lists as lists, nothing for "any". What the address cannot mean (a word for an age, a list of words) is dropped, not
 * refused; a value out of range is kept, and the server's answer names it under its field.
 *
 * Apart from search-params.ts (the form's side), which needs the preference form's model: the route's search parser
 * loads with the route tree, before any page.
 */
export interface SearchParams {
  ageFrom?: number;
  ageTo?: number;
  heightFrom?: number;
  heightTo?: number;
  annualIncomeFrom?: number;
  annualIncomeTo?: number;
  communityIds?: number[];
  maritalStatuses?: number[];
  educationIds?: number[];
  occupationIds?: number[];
  countryIds?: number[];
  stateIds?: number[];
  cityIds?: number[];
  isNRI?: boolean;
  anyDisability?: boolean;
  satapeta?: boolean;
  diets?: number[];
  smoking?: number[];
  drinking?: number[];
  golIds?: number[];
  /** Only `true` is kept: "not within my gol" is no filter. */
  withinMyGol?: boolean;
  mangliks?: number[];
  /** The badges every member found must have (rule 44). */
  verifiedOnly?: Badge[];
  /** Who may look after the profiles found (rule 46), any of them. */
  createdBy?: ProfileCreator[];
}

export type SearchField = keyof SearchParams;

const id = (value: unknown) => wholeNumber(value, 1);

/** A list of ids, each once; one id alone (`?cityIds=5`, typed by hand) is a list of one; an empty list is "any". */
function ids(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (!list.every((item) => id(item) !== undefined)) return undefined;
  return list.length > 0 ? [...new Set(list as number[])] : undefined;
}

/** A list of the values of `known` (badges, creators), each once; anything else in it drops the filter ("any"). */
function valuesOf<T extends string>(known: readonly T[], value: unknown): T[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (!list.every((item): item is T => typeof item === 'string' && (known as readonly string[]).includes(item))) {
    return undefined;
  }
  return list.length > 0 ? [...new Set(list)] : undefined;
}

/** The filters of an address's search part (whatever it holds: see above). */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  return dropEmpty({
    ageFrom: wholeNumber(search.ageFrom),
    ageTo: wholeNumber(search.ageTo),
    heightFrom: id(search.heightFrom),
    heightTo: id(search.heightTo),
    annualIncomeFrom: id(search.annualIncomeFrom),
    annualIncomeTo: id(search.annualIncomeTo),
    communityIds: ids(search.communityIds),
    maritalStatuses: ids(search.maritalStatuses),
    educationIds: ids(search.educationIds),
    occupationIds: ids(search.occupationIds),
    countryIds: ids(search.countryIds),
    stateIds: ids(search.stateIds),
    cityIds: ids(search.cityIds),
    isNRI: flag(search.isNRI),
    anyDisability: flag(search.anyDisability),
    satapeta: flag(search.satapeta),
    diets: ids(search.diets),
    smoking: ids(search.smoking),
    drinking: ids(search.drinking),
    golIds: ids(search.golIds),
    withinMyGol: flag(search.withinMyGol) || undefined,
    mangliks: ids(search.mangliks),
    verifiedOnly: valuesOf(BADGES, search.verifiedOnly),
    createdBy: valuesOf(PROFILE_CREATORS, search.createdBy),
  });
}

/** Only the filters that are set, so that the address holds nothing for "any". */
export function dropEmpty(search: object): SearchParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as SearchParams;
}
