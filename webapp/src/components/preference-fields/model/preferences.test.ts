import type { Badge, ProfileCreator } from '../../../api/generated/client';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_CHOICES_MAX } from '../../../api/generated/rules/rules';
import {
  EMPTY_PREFERENCES,
  buildPreferencePayload,
  keepChildrenOf,
  preferenceValuesFrom,
  validatePreferences,
  type PreferenceValues,
} from './preferences';

const values = (patch: Partial<PreferenceValues>): PreferenceValues => ({ ...EMPTY_PREFERENCES, ...patch });

// Heights whose ids do not follow their order, and incomes likewise: the checks compare cm and rupees, not ids.
const lookups = {
  heights: [
    { id: 10, cm: 150 },
    { id: 11, cm: 160 },
    { id: 3, cm: 170 },
  ],
  incomes: [
    { id: 7, minRupees: 0 },
    { id: 2, minRupees: 500_000 },
    { id: 9, minRupees: 1_000_000 },
  ],
};

describe('buildPreferencePayload', () => {
  it('sends every field as null when nothing is chosen ("any")', () => {
    const payload = buildPreferencePayload(EMPTY_PREFERENCES);
    expect(payload).toEqual({
      ageFrom: null,
      ageTo: null,
      heightFrom: null,
      heightTo: null,
      annualIncomeFrom: null,
      annualIncomeTo: null,
      communityIds: null,
      maritalStatuses: null,
      educationIds: null,
      occupationIds: null,
      countryIds: null,
      stateIds: null,
      cityIds: null,
      isNRI: null,
      anyDisability: null,
      satapeta: null,
      diets: null,
      smoking: null,
      drinking: null,
      golIds: null,
      withinMyGol: null,
      mangliks: null,
      verifiedOnly: null,
      createdBy: null,
    });
  });

  it('turns ages, ids and lists into numbers, each id once', () => {
    const payload = buildPreferencePayload(
      values({
        ageFrom: 24,
        ageTo: '30',
        heightFrom: '10',
        heightTo: '3',
        annualIncomeFrom: '7',
        annualIncomeTo: '9',
        communityIds: ['1', '5'],
        maritalStatuses: ['1', '3'],
        educationIds: ['4'],
        occupationIds: ['12', '12', '13'],
        countryIds: ['92'],
        stateIds: ['12'],
        cityIds: ['1', '2'],
        diets: ['1', '2'],
        smoking: ['1'],
        drinking: ['1', '2', '1'],
        golIds: ['3', '9'],
        golChoice: 'chosen',
        mangliks: ['2'],
      }),
    );
    expect(payload).toMatchObject({
      ageFrom: 24,
      ageTo: 30,
      heightFrom: 10,
      heightTo: 3,
      annualIncomeFrom: 7,
      annualIncomeTo: 9,
      communityIds: [1, 5],
      maritalStatuses: [1, 3],
      educationIds: [4],
      occupationIds: [12, 13],
      countryIds: [92],
      stateIds: [12],
      cityIds: [1, 2],
      diets: [1, 2],
      smoking: [1],
      drinking: [1, 2],
      golIds: [3, 9],
      withinMyGol: null,
      mangliks: [2],
    });
  });

  it('sends the gol as one of its three forms (rule 52): any, within my gol, or the gols chosen', () => {
    const gols = { golIds: ['3', '9'] };
    expect(buildPreferencePayload(values({ ...gols, golChoice: 'any' }))).toMatchObject({
      golIds: null,
      withinMyGol: null,
    });
    // The server ignores the gols under "within my gol": they are not sent, but the form keeps them.
    expect(buildPreferencePayload(values({ ...gols, golChoice: 'mine' }))).toMatchObject({
      golIds: null,
      withinMyGol: true,
    });
    expect(buildPreferencePayload(values({ ...gols, golChoice: 'chosen' }))).toMatchObject({
      golIds: [3, 9],
      withinMyGol: null,
    });
    // "Chosen gols" with none chosen is any gol.
    expect(buildPreferencePayload(values({ golChoice: 'chosen' }))).toMatchObject({ golIds: null, withinMyGol: null });
  });

  it('sends empty lifestyle and manglik lists as null ("any")', () => {
    expect(buildPreferencePayload(values({ diets: [], smoking: [], drinking: [], mangliks: [] }))).toMatchObject({
      diets: null,
      smoking: null,
      drinking: null,
      mangliks: null,
    });
  });

  it('reads the three-way choices as true, false or null', () => {
    const payload = buildPreferencePayload(values({ isNRI: 'yes', anyDisability: 'no', satapeta: 'any' }));
    expect(payload.isNRI).toBe(true);
    expect(payload.anyDisability).toBe(false);
    expect(payload.satapeta).toBeNull();
  });

  it('sends an empty age box as null', () => {
    expect(buildPreferencePayload(values({ ageFrom: '', ageTo: '  ' }))).toMatchObject({ ageFrom: null, ageTo: null });
  });
});

describe('preferenceValuesFrom', () => {
  it('gives an empty form for preferences never saved', () => {
    expect(preferenceValuesFrom({ memberId: 7 })).toEqual(EMPTY_PREFERENCES);
    expect(preferenceValuesFrom(null)).toEqual(EMPTY_PREFERENCES);
  });

  it('round-trips what was saved', () => {
    const saved = {
      memberId: 7,
      ageFrom: 25,
      ageTo: 32,
      heightFrom: 10,
      heightTo: 3,
      annualIncomeFrom: 7,
      annualIncomeTo: 9,
      communityIds: [1],
      maritalStatuses: [1, 2],
      educationIds: [4, 5],
      occupationIds: [12],
      countryIds: [92],
      stateIds: [12],
      cityIds: [1],
      isNRI: false,
      anyDisability: false,
      satapeta: true,
      diets: [1, 2],
      smoking: [1],
      drinking: [1, 2],
      golIds: [3],
      withinMyGol: null,
      mangliks: [2, 4],
      verifiedOnly: ['phone', 'id'] as Badge[],
      createdBy: ['father', 'mother'] as ProfileCreator[],
    };
    const form = preferenceValuesFrom(saved);
    expect(form).toMatchObject({
      heightFrom: '10',
      communityIds: ['1'],
      isNRI: 'no',
      satapeta: 'yes',
      diets: ['1', '2'],
      golIds: ['3'],
      golChoice: 'chosen',
      mangliks: ['2', '4'],
      verifiedOnly: ['phone', 'id'],
      createdBy: ['father', 'mother'],
    });
    expect({ memberId: 7, ...buildPreferencePayload(form) }).toEqual(saved);
  });

  it('reads "within my gol" before the gols, as the server does', () => {
    expect(preferenceValuesFrom({ withinMyGol: true, golIds: [3] })).toMatchObject({
      golChoice: 'mine',
      golIds: ['3'],
    });
    expect(preferenceValuesFrom({ withinMyGol: false, golIds: [] }).golChoice).toBe('any');
    expect(preferenceValuesFrom({ withinMyGol: null, golIds: [5] }).golChoice).toBe('chosen');
  });
});

describe('validatePreferences', () => {
  it('accepts an empty form', () => {
    expect(validatePreferences(EMPTY_PREFERENCES, lookups)).toEqual({});
  });

  it.each([
    [17, { ageFrom: 'out_of_range|18|100' }],
    [18, {}],
    [100, {}],
    [101, { ageFrom: 'out_of_range|18|100' }],
  ])('checks the youngest age %s against 18 to 100', (age, expected) => {
    expect(validatePreferences(values({ ageFrom: age }), lookups)).toEqual(expected);
  });

  it.each([
    [17, { ageTo: 'out_of_range|18|100' }],
    [18, {}],
    [100, {}],
    [101, { ageTo: 'out_of_range|18|100' }],
  ])('checks the oldest age %s against 18 to 100', (age, expected) => {
    expect(validatePreferences(values({ ageTo: age }), lookups)).toEqual(expected);
  });

  it('puts range_order on the "to" age when from > to, and allows from = to', () => {
    expect(validatePreferences(values({ ageFrom: 30, ageTo: 25 }), lookups)).toEqual({ ageTo: 'range_order' });
    expect(validatePreferences(values({ ageFrom: 30, ageTo: 30 }), lookups)).toEqual({});
  });

  it('orders heights by cm, not by id', () => {
    // id 10 (150 cm) to id 3 (170 cm): in order although 10 > 3.
    expect(validatePreferences(values({ heightFrom: '10', heightTo: '3' }), lookups)).toEqual({});
    expect(validatePreferences(values({ heightFrom: '3', heightTo: '11' }), lookups)).toEqual({ heightTo: 'range_order' });
    expect(validatePreferences(values({ heightFrom: '3', heightTo: null }), lookups)).toEqual({});
  });

  it('orders incomes by amount, not by id', () => {
    expect(validatePreferences(values({ annualIncomeFrom: '7', annualIncomeTo: '2' }), lookups)).toEqual({});
    expect(validatePreferences(values({ annualIncomeFrom: '9', annualIncomeTo: '2' }), lookups)).toEqual({
      annualIncomeTo: 'range_order',
    });
  });

  it('allows at most PREFERENCE_CHOICES_MAX choices in a list, none twice', () => {
    const many = Array.from({ length: PREFERENCE_CHOICES_MAX + 1 }, (_, i) => String(i + 1));
    expect(validatePreferences(values({ cityIds: many.slice(0, -1) }), lookups)).toEqual({});
    expect(validatePreferences(values({ cityIds: many }), lookups)).toEqual({
      cityIds: `too_many|${PREFERENCE_CHOICES_MAX}`,
    });
    expect(validatePreferences(values({ educationIds: ['4', '4'] }), lookups)).toEqual({ educationIds: 'duplicate' });
    expect(validatePreferences(values({ diets: ['1', '1'] }), lookups)).toEqual({ diets: 'duplicate' });
  });

  it('checks the chosen gols only while "chosen gols" is the choice (they are hidden and not sent otherwise)', () => {
    expect(validatePreferences(values({ golIds: ['3', '3'], golChoice: 'mine' }), lookups)).toEqual({});
    expect(validatePreferences(values({ golIds: ['3', '3'], golChoice: 'chosen' }), lookups)).toEqual({
      golIds: 'duplicate',
    });
  });
});

describe('keepChildrenOf', () => {
  const stateCountry = new Map([
    ['12', '92'],
    ['13', '92'],
    ['40', '1'],
  ]);

  it('drops the states of a country no longer chosen', () => {
    expect(keepChildrenOf(['12', '40', '13'], ['92'], stateCountry)).toEqual(['12', '13']);
  });

  it('keeps a state whose list is not loaded while a country is chosen', () => {
    expect(keepChildrenOf(['12', '99'], ['92'], stateCountry)).toEqual(['12', '99']);
  });

  it('drops every state once no country is chosen', () => {
    expect(keepChildrenOf(['12', '99'], [], stateCountry)).toEqual([]);
  });
});
