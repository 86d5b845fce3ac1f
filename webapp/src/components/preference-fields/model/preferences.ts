import type { Badge, PartnerPreference, PartnerPreferenceRequest, ProfileCreator } from '../../../api/generated/client';
import { PREFERENCE_CHOICES_MAX, ageRange, rangeInOrder } from '../../../api/generated/rules/rules';

/**
 * The partner preferences form. Values keep what the inputs hold (ids as strings, '' for an empty number input);
 * the payload builder turns them into the server's types, where null means "any".
 */

/** A yes/no preference that may also be left open. */
export type ThreeWay = 'any' | 'yes' | 'no';

export const LIST_FIELDS = [
  'communityIds',
  'maritalStatuses',
  'educationIds',
  'occupationIds',
  'countryIds',
  'stateIds',
  'cityIds',
  // Lifestyle and gol (rule 52), then manglik (rule 50): "any of" lists like the others.
  'diets',
  'smoking',
  'drinking',
  'golIds',
  'mangliks',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export const THREE_WAY_FIELDS = ['isNRI', 'anyDisability', 'satapeta'] as const;
export type ThreeWayField = (typeof THREE_WAY_FIELDS)[number];

/**
 * The gol preference (rule 52): any gol, the member's own (`withinMyGol`), or the gols chosen (`golIds`). One choice
 * in the form, because the request's two fields exclude each other (the server ignores `golIds` under `withinMyGol`).
 */
export const GOL_CHOICES = ['any', 'mine', 'chosen'] as const;
export type GolChoice = (typeof GOL_CHOICES)[number];

export interface PreferenceValues extends Record<ListField, string[]>, Record<ThreeWayField, ThreeWay> {
  /** NumberInput values: a number, or '' when empty. */
  ageFrom: number | string;
  ageTo: number | string;
  heightFrom: string | null;
  heightTo: string | null;
  annualIncomeFrom: string | null;
  annualIncomeTo: string | null;
  /** Which of the gol's forms applies; `golIds` is read only for 'chosen' (and kept meanwhile, should it come back). */
  golChoice: GolChoice;
  /** Verified members only (rule 44): the badges a partner must have, every one of them; none: any member. */
  verifiedOnly: Badge[];
  /** Who may look after a partner's profile (rule 46), any of them; none: anyone. */
  createdBy: ProfileCreator[];
}

/** Every field of the request, null for "any" (absent would mean the same; null says it plainly). */
export type PreferencePayload = { [K in keyof PartnerPreferenceRequest]-?: Exclude<PartnerPreferenceRequest[K], undefined> };

/** The fields the form has, for the server's field errors. */
export const PREFERENCE_FIELDS = [
  'ageFrom',
  'ageTo',
  'heightFrom',
  'heightTo',
  'annualIncomeFrom',
  'annualIncomeTo',
  ...LIST_FIELDS,
  ...THREE_WAY_FIELDS,
  'verifiedOnly',
  'createdBy',
] as const;

/** Nothing stated: every preference is "any" (also what "Clear all" leaves). */
export const EMPTY_PREFERENCES: PreferenceValues = {
  ageFrom: '',
  ageTo: '',
  heightFrom: null,
  heightTo: null,
  annualIncomeFrom: null,
  annualIncomeTo: null,
  communityIds: [],
  maritalStatuses: [],
  educationIds: [],
  occupationIds: [],
  countryIds: [],
  stateIds: [],
  cityIds: [],
  isNRI: 'any',
  anyDisability: 'any',
  satapeta: 'any',
  diets: [],
  smoking: [],
  drinking: [],
  golIds: [],
  mangliks: [],
  golChoice: 'any',
  verifiedOnly: [],
  createdBy: [],
};

const idText = (id: number | null | undefined): string | null => (id === null || id === undefined ? null : String(id));

const idTexts = (ids: readonly number[] | null | undefined): string[] => (ids ?? []).map(String);

/** The gol's form from what was saved: "within my gol" wins, as it does on the server. */
function golChoiceOf(withinMyGol: boolean | null | undefined, golIds: readonly number[] | null | undefined): GolChoice {
  if (withinMyGol) return 'mine';
  return (golIds ?? []).length > 0 ? 'chosen' : 'any';
}

function threeWay(value: boolean | null | undefined): ThreeWay {
  if (value === null || value === undefined) return 'any';
  return value ? 'yes' : 'no';
}

/** The form's values from the saved preferences (every field null or absent when never saved). */
export function preferenceValuesFrom(saved: Partial<PartnerPreference> | null | undefined): PreferenceValues {
  const p = saved ?? {};
  return {
    ageFrom: p.ageFrom ?? '',
    ageTo: p.ageTo ?? '',
    heightFrom: idText(p.heightFrom),
    heightTo: idText(p.heightTo),
    annualIncomeFrom: idText(p.annualIncomeFrom),
    annualIncomeTo: idText(p.annualIncomeTo),
    communityIds: idTexts(p.communityIds),
    maritalStatuses: idTexts(p.maritalStatuses),
    educationIds: idTexts(p.educationIds),
    occupationIds: idTexts(p.occupationIds),
    countryIds: idTexts(p.countryIds),
    stateIds: idTexts(p.stateIds),
    cityIds: idTexts(p.cityIds),
    isNRI: threeWay(p.isNRI),
    anyDisability: threeWay(p.anyDisability),
    satapeta: threeWay(p.satapeta),
    diets: idTexts(p.diets),
    smoking: idTexts(p.smoking),
    drinking: idTexts(p.drinking),
    golIds: idTexts(p.golIds),
    mangliks: idTexts(p.mangliks),
    golChoice: golChoiceOf(p.withinMyGol, p.golIds),
    verifiedOnly: [...(p.verifiedOnly ?? [])],
    createdBy: [...(p.createdBy ?? [])],
  };
}

/** A number input's value as a number, or null when it is empty or not a number. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function idOrNull(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

/** The ids of a list, each once, in the order chosen; null for an empty list ("any"). */
function idsOrNull(values: readonly string[]): number[] | null {
  const ids = [...new Set(values.map(idOrNull).filter((id): id is number => id !== null))];
  return ids.length > 0 ? ids : null;
}

function booleanOrNull(value: ThreeWay): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}

/** The body of POST /api/Profile/PartnerPreferenceAddEdit. */
export function buildPreferencePayload(values: PreferenceValues): PreferencePayload {
  return {
    ageFrom: numberOrNull(values.ageFrom),
    ageTo: numberOrNull(values.ageTo),
    heightFrom: idOrNull(values.heightFrom),
    heightTo: idOrNull(values.heightTo),
    annualIncomeFrom: idOrNull(values.annualIncomeFrom),
    annualIncomeTo: idOrNull(values.annualIncomeTo),
    communityIds: idsOrNull(values.communityIds),
    maritalStatuses: idsOrNull(values.maritalStatuses),
    educationIds: idsOrNull(values.educationIds),
    occupationIds: idsOrNull(values.occupationIds),
    countryIds: idsOrNull(values.countryIds),
    stateIds: idsOrNull(values.stateIds),
    cityIds: idsOrNull(values.cityIds),
    isNRI: booleanOrNull(values.isNRI),
    anyDisability: booleanOrNull(values.anyDisability),
    satapeta: booleanOrNull(values.satapeta),
    diets: idsOrNull(values.diets),
    smoking: idsOrNull(values.smoking),
    drinking: idsOrNull(values.drinking),
    // null rather than false for "any": the address and the request then hold nothing for it, like every "any".
    withinMyGol: values.golChoice === 'mine' ? true : null,
    golIds: values.golChoice === 'chosen' ? idsOrNull(values.golIds) : null,
    mangliks: idsOrNull(values.mangliks),
    verifiedOnly: values.verifiedOnly.length > 0 ? [...new Set(values.verifiedOnly)] : null,
    createdBy: values.createdBy.length > 0 ? [...new Set(values.createdBy)] : null,
  };
}

/** What the range checks need of the reference lists: each height's cm and each income bracket's lower bound. */
export interface RangeLookups {
  heights: readonly { id: number; cm: number }[];
  incomes: readonly { id: number; minRupees: number }[];
}

/** A field's error as a rule code (`out_of_range|18|100`, `range_order`, …); the form turns codes into words. */
export type FieldCodes = Record<string, string>;

/**
 * The shared rules: ages 18 to 100 in order (ageRange), heights in order by cm and incomes by amount (rangeInOrder,
 * the error on the "to" field), at most PREFERENCE_CHOICES_MAX choices per list and none twice.
 */
export function validatePreferences(values: PreferenceValues, lookups: RangeLookups): FieldCodes {
  const errors: FieldCodes = {};
  const age = ageRange.safeParse({ ageFrom: numberOrNull(values.ageFrom), ageTo: numberOrNull(values.ageTo) });
  if (!age.success) {
    for (const issue of age.error.issues) {
      const field = String(issue.path[0] ?? 'ageTo');
      errors[field] ??= issue.message;
    }
  }
  // A typed-in text that is not a number (the input normally prevents it).
  for (const field of ['ageFrom', 'ageTo'] as const) {
    const raw = values[field];
    if (typeof raw === 'string' && raw.trim() !== '' && numberOrNull(raw) === null) errors[field] ??= 'not_a_number';
  }

  const cm = (id: string | null) => lookups.heights.find((h) => h.id === idOrNull(id))?.cm;
  if (!rangeInOrder(cm(values.heightFrom), cm(values.heightTo))) errors.heightTo = 'range_order';

  const rupees = (id: string | null) => lookups.incomes.find((i) => i.id === idOrNull(id))?.minRupees;
  if (!rangeInOrder(rupees(values.annualIncomeFrom), rupees(values.annualIncomeTo))) {
    errors.annualIncomeTo = 'range_order';
  }

  for (const field of LIST_FIELDS) {
    // The chosen gols are hidden, and not sent, unless the gol's choice is "chosen gols".
    if (field === 'golIds' && values.golChoice !== 'chosen') continue;
    const list = values[field];
    if (list.length > PREFERENCE_CHOICES_MAX) errors[field] = `too_many|${PREFERENCE_CHOICES_MAX}`;
    else if (new Set(list).size !== list.length) errors[field] = 'duplicate';
  }
  return errors;
}

/**
 * The chosen children (states, cities) that still belong to a chosen parent (country, state), after the parents
 * changed. `parentOf` knows the children of the lists loaded so far; a child it does not know is kept while any parent
 * is chosen (its list may still be loading), and none is kept once no parent is.
 */
export function keepChildrenOf(
  children: readonly string[],
  parents: readonly string[],
  parentOf: ReadonlyMap<string, string>,
): string[] {
  if (parents.length === 0) return [];
  const chosen = new Set(parents);
  return children.filter((child) => {
    const parent = parentOf.get(child);
    return parent === undefined || chosen.has(parent);
  });
}
