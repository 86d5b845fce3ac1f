import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type PreferenceValues } from '../../../components/preference-fields/model/preferences';
import {
  advancedFilterCount,
  isAdvancedField,
  parseSearchParams,
  searchFromValues,
  searchRequest,
  valuesFromSearch,
  type SearchParams,
} from './search-params';

const values = (patch: Partial<PreferenceValues>): PreferenceValues => ({ ...EMPTY_PREFERENCES, ...patch });

/** What the address bar holds after navigating to `search`, read back as the route reads it. */
const throughTheAddress = (search: SearchParams) =>
  parseSearchParams(defaultParseSearch(defaultStringifySearch(search)) as Record<string, unknown>);

const everything: SearchParams = {
  ageFrom: 24,
  ageTo: 30,
  heightFrom: 5,
  heightTo: 9,
  annualIncomeFrom: 2,
  annualIncomeTo: 7,
  communityIds: [1, 14],
  maritalStatuses: [1, 3],
  educationIds: [4],
  occupationIds: [12, 13],
  countryIds: [92],
  stateIds: [12],
  cityIds: [301, 302],
  isNRI: false,
  anyDisability: false,
  satapeta: true,
  diets: [1, 2],
  smoking: [1],
  drinking: [1, 2],
  golIds: [3, 9],
  mangliks: [2],
};

describe('the search in the address', () => {
  it('keeps every filter through the form and back', () => {
    expect(searchFromValues(valuesFromSearch(everything))).toEqual(everything);
  });

  it('keeps numbers as numbers and lists as lists through the address bar', () => {
    const url = defaultStringifySearch(everything);
    expect(url).toContain('communityIds=');
    expect(throughTheAddress(everything)).toEqual(everything);
    expect(throughTheAddress({ cityIds: [7] }).cityIds).toEqual([7]);
  });

  it('holds nothing for "any": an empty form is an empty search and an empty address', () => {
    expect(searchFromValues(EMPTY_PREFERENCES)).toEqual({});
    expect(defaultStringifySearch(searchFromValues(EMPTY_PREFERENCES))).toBe('');
    expect(valuesFromSearch({})).toEqual(EMPTY_PREFERENCES);
    expect(parseSearchParams({})).toEqual({});
  });

  it('takes what the form holds: ids as numbers, each once, "yes"/"no"/"any" as true/false/nothing', () => {
    const search = searchFromValues(
      values({
        ageFrom: '25',
        ageTo: '',
        heightTo: '9',
        communityIds: ['1', '1', '2'],
        maritalStatuses: [],
        isNRI: 'yes',
        anyDisability: 'no',
        satapeta: 'any',
      }),
    );
    expect(search).toEqual({ ageFrom: 25, heightTo: 9, communityIds: [1, 2], isNRI: true, anyDisability: false });
  });

  it('drops from a typed or edited address what cannot be a filter, and keeps the rest', () => {
    const search = parseSearchParams({
      ageFrom: 'twenty',
      ageTo: 30,
      heightFrom: -2,
      communityIds: ['a', 'b'],
      maritalStatuses: 2,
      educationIds: [],
      isNRI: 'maybe',
      satapeta: true,
      unknown: 'x',
    });
    expect(search).toEqual({ ageTo: 30, maritalStatuses: [2], satapeta: true });
  });

  it('keeps "within my gol" (and only that of the gol) through the form and the address', () => {
    const mine: SearchParams = { withinMyGol: true, diets: [1] };
    expect(searchFromValues(valuesFromSearch(mine))).toEqual(mine);
    expect(throughTheAddress(mine)).toEqual(mine);
    // The server ignores the gols under "within my gol": the form does not send them.
    expect(searchFromValues(valuesFromSearch({ withinMyGol: true, golIds: [3] }))).toEqual({ withinMyGol: true });
    // "Not within my gol" is no filter.
    expect(parseSearchParams({ withinMyGol: false, golIds: [3] })).toEqual({ golIds: [3] });
    expect(searchFromValues(values({ golChoice: 'chosen', golIds: [] }))).toEqual({});
  });

  it('keeps "verified only" through the form and the address; a badge it does not know drops the filter', () => {
    const verified: SearchParams = { verifiedOnly: ['phone', 'photo'] };
    expect(searchFromValues(valuesFromSearch(verified))).toEqual(verified);
    expect(throughTheAddress(verified)).toEqual(verified);
    expect(parseSearchParams({ verifiedOnly: 'id' })).toEqual({ verifiedOnly: ['id'] });
    expect(parseSearchParams({ verifiedOnly: ['id', 'passport'] })).toEqual({});
    expect(advancedFilterCount(verified)).toBe(1);
  });

  it('keeps who looks after the profile through the form and the address; one it does not know drops the filter', () => {
    const parents: SearchParams = { createdBy: ['father', 'mother'] };
    expect(searchFromValues(valuesFromSearch(parents))).toEqual(parents);
    expect(throughTheAddress(parents)).toEqual(parents);
    expect(parseSearchParams({ createdBy: 'self' })).toEqual({ createdBy: ['self'] });
    expect(parseSearchParams({ createdBy: ['father', 'father'] })).toEqual({ createdBy: ['father'] });
    expect(parseSearchParams({ createdBy: ['father', 'uncle'] })).toEqual({});
    expect(advancedFilterCount(parents)).toBe(1);
  });

  it('keeps an age out of range, for the server to name under its field', () => {
    expect(parseSearchParams({ ageFrom: 12 })).toEqual({ ageFrom: 12 });
  });
});

describe('searchRequest', () => {
  it('is the page and the filters that are set', () => {
    expect(searchRequest({ ageFrom: 24, communityIds: [1] }, 2, 12)).toEqual({
      pageIndex: 2,
      pageSize: 12,
      ageFrom: 24,
      communityIds: [1],
    });
    expect(searchRequest({}, 1, 12)).toEqual({ pageIndex: 1, pageSize: 12 });
  });

  it('sends false, which is a filter ("members in India only"), and not an empty list', () => {
    expect(searchRequest({ isNRI: false, cityIds: [] }, 1, 12)).toEqual({ pageIndex: 1, pageSize: 12, isNRI: false });
  });
});

describe('advancedFilterCount', () => {
  it('counts the side panel filters that are set, a range once, and not the basic ones', () => {
    expect(advancedFilterCount({})).toBe(0);
    expect(advancedFilterCount({ ageFrom: 24, communityIds: [1], maritalStatuses: [1] })).toBe(0);
    expect(advancedFilterCount({ heightFrom: 1, heightTo: 4 })).toBe(1);
    // Ten before rule 52, then diet, smoking, drinking, the gol and manglik.
    expect(advancedFilterCount(everything)).toBe(15);
    expect(advancedFilterCount({ withinMyGol: true, golIds: [3] })).toBe(1);
  });
});

describe('isAdvancedField', () => {
  it('tells the side panel fields from the basic ones', () => {
    expect(['heightTo', 'annualIncomeFrom', 'cityIds', 'isNRI', 'satapeta'].every(isAdvancedField)).toBe(true);
    expect(['diets', 'smoking', 'drinking', 'golIds', 'withinMyGol', 'mangliks'].every(isAdvancedField)).toBe(true);
    expect(['ageFrom', 'ageTo', 'communityIds', 'maritalStatuses', 'pageSize'].some(isAdvancedField)).toBe(false);
  });
});
