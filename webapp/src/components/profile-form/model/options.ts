import { msg } from '@lingui/core/macro';
import {
  DIET_LABELS,
  DIET_VALUES,
  FAMILY_TYPE_LABELS,
  FAMILY_TYPE_VALUES,
  HABIT_LABELS,
  HABIT_VALUES,
  HOBBY_LABELS,
  HOBBY_VALUES,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUS_VALUES,
  MOON_SIGN_LABELS,
  MOON_SIGN_VALUES,
  MOTHER_TONGUE_LABELS,
  MOTHER_TONGUE_VALUES,
  NAKSHATRA_LABELS,
  NAKSHATRA_VALUES,
  SUN_SIGN_LABELS,
  SUN_SIGN_VALUES,
  VISA_TYPE_LABELS,
  VISA_TYPE_VALUES,
} from '../../../api/generated/rules/options';
import { BLOOD_GROUPS, HOBBIES } from '../../../api/generated/rules/rules';

export const YES_LABEL = msg`Yes`;
export const NO_LABEL = msg`No`;
export const MALE_LABEL = msg`Male`;
export const FEMALE_LABEL = msg`Female`;

/** A language of the option labels: the server's catalogs (shared/locales/{gu,en}/options.ftl) hold both. */
type OptionLanguage = 'gu' | 'en';

/** The labels' language for the app's locale: English for `en`, Gujarati (the default) otherwise. */
function languageOf(locale: string): OptionLanguage {
  return locale === 'en' ? 'en' : 'gu';
}

/**
 * One of the profile's fixed option lists (shared/src/options.rs): its values in order, as the server stores them,
 * and their labels in both languages, generated from the server's catalogs so both sides show the same words.
 */
export interface OptionList {
  values: readonly number[];
  labels: Record<OptionLanguage, Readonly<Record<number, string>>>;
}

export const MARITAL_STATUS_OPTIONS: OptionList = { values: MARITAL_STATUS_VALUES, labels: MARITAL_STATUS_LABELS };
export const FAMILY_TYPE_OPTIONS: OptionList = { values: FAMILY_TYPE_VALUES, labels: FAMILY_TYPE_LABELS };
export const VISA_TYPE_OPTIONS: OptionList = { values: VISA_TYPE_VALUES, labels: VISA_TYPE_LABELS };
export const SUN_SIGN_OPTIONS: OptionList = { values: SUN_SIGN_VALUES, labels: SUN_SIGN_LABELS };
export const MOTHER_TONGUE_OPTIONS: OptionList = { values: MOTHER_TONGUE_VALUES, labels: MOTHER_TONGUE_LABELS };
/** Lifestyle (rule 52): diet; smoking and drinking share the habit list (never, occasionally, regularly). */
export const DIET_OPTIONS: OptionList = { values: DIET_VALUES, labels: DIET_LABELS };
export const HABIT_OPTIONS: OptionList = { values: HABIT_VALUES, labels: HABIT_LABELS };
/** The horoscope (rule 50). */
export const MOON_SIGN_OPTIONS: OptionList = { values: MOON_SIGN_VALUES, labels: MOON_SIGN_LABELS };
export const NAKSHATRA_OPTIONS: OptionList = { values: NAKSHATRA_VALUES, labels: NAKSHATRA_LABELS };
export const MANGLIK_OPTIONS: OptionList = { values: MANGLIK_VALUES, labels: MANGLIK_LABELS };

/** Select items of the list in its order, with their labels in `locale`. */
export function optionItems(list: OptionList, locale: string) {
  const labels = list.labels[languageOf(locale)];
  return list.values.map((value) => ({ value: String(value), label: labels[value] ?? String(value) }));
}

/** The label of option `value` in `locale`, or undefined when it is not one of the list. */
export function optionLabel(list: OptionList, value: number | null | undefined, locale: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  return list.labels[languageOf(locale)][value];
}

export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type Hobby = (typeof HOBBY_VALUES)[number];

/** Blood groups are written the same way in Gujarati and English (A+, O-, ...): their codes are their labels. */
export const BLOOD_GROUP_ITEMS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

/** The hobbies in HOBBIES' order with their labels in `locale`. */
export function hobbyItems(locale: string) {
  const labels = HOBBY_LABELS[languageOf(locale)];
  return HOBBIES.map((hobby) => ({ value: hobby, label: labels[hobby] }));
}

/** The labels in `locale` of saved hobby keys (unknown keys are left out), in the order they were saved. */
export function hobbyLabels(hobbies: readonly string[] | null | undefined, locale: string): string[] {
  const labels = HOBBY_LABELS[languageOf(locale)];
  return (hobbies ?? [])
    .filter((hobby): hobby is Hobby => (HOBBY_VALUES as readonly string[]).includes(hobby))
    .map((hobby) => labels[hobby]);
}
