import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BLOOD_GROUPS,
  FAMILY_TYPES,
  HOBBIES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  SUN_SIGNS,
  VISA_TYPES,
} from '../../../api/generated/rules/rules';

/** Labels of document 000's fixed option lists, by their number (1-based, as the server stores them). */
const MARITAL_STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Never married`,
  2: msg`Widowed`,
  3: msg`Divorced`,
  4: msg`Awaiting divorce`,
};

const FAMILY_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Joint family`,
  2: msg`Nuclear family`,
};

const VISA_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Citizenship`,
  2: msg`Permanent resident`,
  3: msg`Work permit visa`,
  4: msg`Study permit visa`,
  5: msg`Tourist visa`,
  6: msg`Business visa`,
};

export const YES_LABEL = msg`Yes`;
export const NO_LABEL = msg`No`;
export const MALE_LABEL = msg`Male`;
export const FEMALE_LABEL = msg`Female`;

export interface OptionList {
  count: number;
  labels: Record<number, MessageDescriptor>;
}

export const MARITAL_STATUS_OPTIONS: OptionList = { count: MARITAL_STATUSES, labels: MARITAL_STATUS_LABELS };
export const FAMILY_TYPE_OPTIONS: OptionList = { count: FAMILY_TYPES, labels: FAMILY_TYPE_LABELS };
export const VISA_TYPE_OPTIONS: OptionList = { count: VISA_TYPES, labels: VISA_TYPE_LABELS };

/** Select items 1..count with their translated labels. */
export function optionItems(list: OptionList, translate: (descriptor: MessageDescriptor) => string) {
  return Array.from({ length: list.count }, (_, index) => {
    const value = index + 1;
    const label = list.labels[value];
    return { value: String(value), label: label ? translate(label) : String(value) };
  });
}

/** The translated label of option `value`, or undefined when it is not one of the list. */
export function optionLabel(
  list: OptionList,
  value: number | null | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  const label = list.labels[value];
  return label ? translate(label) : undefined;
}

// ---------- the profile tabs' extra fields (status 3) ----------

/** Sun signs, 1 Aries to 12 Pisces, as the server numbers them. */
const SUN_SIGN_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Aries`,
  2: msg`Taurus`,
  3: msg`Gemini`,
  4: msg`Cancer`,
  5: msg`Leo`,
  6: msg`Virgo`,
  7: msg`Libra`,
  8: msg`Scorpio`,
  9: msg`Sagittarius`,
  10: msg`Capricorn`,
  11: msg`Aquarius`,
  12: msg`Pisces`,
};

/**
 * Mother tongues 1 to MOTHER_TONGUES, Gujarati first (document 000 says "15 languages" without naming them: the
 * languages Patidar families in Gujarat, elsewhere in India and abroad speak at home, then "Other").
 */
const MOTHER_TONGUE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Gujarati`,
  2: msg`Hindi`,
  3: msg`Kutchi`,
  4: msg`Marathi`,
  5: msg`Rajasthani`,
  6: msg`Punjabi`,
  7: msg`Sindhi`,
  8: msg`Bengali`,
  9: msg`Tamil`,
  10: msg`Telugu`,
  11: msg`Kannada`,
  12: msg`Malayalam`,
  13: msg`Urdu`,
  14: msg`English`,
  15: msg`Other language`,
};

export const SUN_SIGN_OPTIONS: OptionList = { count: SUN_SIGNS, labels: SUN_SIGN_LABELS };
export const MOTHER_TONGUE_OPTIONS: OptionList = { count: MOTHER_TONGUES, labels: MOTHER_TONGUE_LABELS };

export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type Hobby = (typeof HOBBIES)[number];

/** Blood groups are written the same way in Gujarati and English (A+, O-, ...): their codes are their labels. */
export const BLOOD_GROUP_ITEMS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

export const HOBBY_LABELS: Record<Hobby, MessageDescriptor> = {
  reading: msg`Reading`,
  music: msg`Music`,
  singing: msg`Singing`,
  dance: msg`Dance`,
  cooking: msg`Cooking`,
  travel: msg`Travel`,
  sports: msg`Sports`,
  cricket: msg`Cricket`,
  yoga: msg`Yoga`,
  fitness: msg`Fitness`,
  movies: msg`Movies`,
  art: msg`Art`,
  photography: msg`Photography`,
  gardening: msg`Gardening`,
  social_service: msg`Social service`,
  spirituality: msg`Spirituality`,
};

/** The hobbies in HOBBIES' order with their translated labels. */
export function hobbyItems(translate: (descriptor: MessageDescriptor) => string) {
  return HOBBIES.map((hobby) => ({ value: hobby, label: translate(HOBBY_LABELS[hobby]) }));
}

/** The translated labels of saved hobby keys (unknown keys are left out), in the order they were saved. */
export function hobbyLabels(
  hobbies: readonly string[] | null | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): string[] {
  return (hobbies ?? [])
    .filter((hobby): hobby is Hobby => (HOBBIES as readonly string[]).includes(hobby))
    .map((hobby) => translate(HOBBY_LABELS[hobby]));
}
