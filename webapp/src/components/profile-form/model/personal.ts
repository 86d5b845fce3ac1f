import { z } from 'zod';
import type { Community, MemberDetail, PersonalDetailsRequest, PhotoVisibility, ProfileCreator } from '../../../api/generated/client';
import { MANGLIK_VALUES, MOON_SIGN_VALUES, NAKSHATRA_VALUES } from '../../../api/generated/rules/options';
import { MOTHER_TONGUES, RULES, SUN_SIGNS, birthDateOn, type SimpleDate } from '../../../api/generated/rules/rules';
import {
  fieldErrors,
  genderValue,
  idOrNull,
  idValue,
  trimmed,
  textOrNull,
  yesNoValue,
  type FieldCodes,
  type GenderValue,
  type YesNo,
} from './fields';

/** Step 1, as the inputs hold it. */
export interface PersonalValues {
  firstName: string;
  lastName: string;
  communityId: string | null;
  maritalStatus: string | null;
  anyDisability: YesNo | null;
  disability: string;
  heightId: string | null;
  /** NumberInput: '' when empty. */
  weight: number | string;
  /** `YYYY-MM-DD`. */
  birthDate: string | null;
  gender: GenderValue | null;
  /** Who created and looks after the profile (rule 46). */
  createdBy: ProfileCreator;
}

/** The body of POST /api/CreateProfile/PersonalDetails; optional fields may be null. */
export type PersonalPayload = Omit<PersonalDetailsRequest, 'communityId' | 'parentCommunityId' | 'disability' | 'weight'> & {
  communityId: number | null;
  parentCommunityId: number | null;
  disability: string | null;
  weight: number | null;
};

export function personalValuesFrom(detail: Partial<MemberDetail>): PersonalValues {
  return {
    firstName: detail.firstName ?? '',
    lastName: detail.lastName ?? '',
    communityId: idValue(detail.communityId ?? detail.parentCommunityId),
    maritalStatus: idValue(detail.maritalStatus),
    anyDisability: yesNoValue(detail.anyDisability),
    disability: detail.disability ?? '',
    heightId: idValue(detail.heightId),
    weight: detail.weight ?? '',
    birthDate: detail.birthDate ?? null,
    gender: genderValue(detail.gender),
    createdBy: detail.createdBy ?? 'self',
  };
}

/** The disability's name is asked only when the member has one. */
export const showsDisability = (values: Pick<PersonalValues, 'anyDisability'>) => values.anyDisability === 'yes';

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });
const optionalWeight = z.preprocess((value) => (value === '' || value === undefined ? null : value), RULES.weight);

export function validatePersonal(values: PersonalValues, today: SimpleDate): FieldCodes {
  return fieldErrors({
    firstName: [RULES.person_name, trimmed(values.firstName)],
    lastName: [RULES.person_name, trimmed(values.lastName)],
    communityId: [choice, values.communityId],
    maritalStatus: [choice, values.maritalStatus],
    anyDisability: [choice, values.anyDisability],
    disability: showsDisability(values) ? [RULES.details, trimmed(values.disability)] : undefined,
    heightId: [choice, values.heightId],
    weight: [optionalWeight, values.weight],
    birthDate: [birthDateOn(today), values.birthDate],
    gender: [choice, values.gender],
  });
}

/** A sub-community names its parent (Kadva 1, Leva 2); a parent community is its own parent. */
export function parentCommunityOf(communityId: number | null, communities: readonly Community[]): number | null {
  if (communityId === null) return null;
  const community = communities.find((c) => c.id === communityId);
  if (!community) return null;
  return community.parentCommunityId ?? community.id;
}

export function buildPersonalPayload(
  values: PersonalValues,
  communities: readonly Community[],
  ids: { id?: number; profileId?: string } = {},
): PersonalPayload {
  const communityId = idOrNull(values.communityId);
  const anyDisability = values.anyDisability === 'yes';
  return {
    ...ids,
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    communityId,
    parentCommunityId: parentCommunityOf(communityId, communities),
    maritalStatus: Number(values.maritalStatus),
    anyDisability,
    disability: anyDisability ? textOrNull(values.disability) : null,
    heightId: Number(values.heightId),
    weight: typeof values.weight === 'number' ? values.weight : null,
    birthDate: values.birthDate ?? '',
    gender: values.gender === 'male',
    createdBy: values.createdBy,
  };
}

/**
 * Community choices grouped under their parent (Kadva, Leva): the parent itself first (a family that names no
 * sub-community), then its sub-communities in the list's order, whose own "Other Kadva Patidar" stays the one "other"
 * (the parent was once offered as "Kadva Patidar (other)" beside it, a near-duplicate).
 */
export function groupCommunities(communities: readonly Community[], wholeLabel: (parentName: string) => string) {
  return communities
    .filter((c) => c.parentCommunityId === undefined || c.parentCommunityId === null)
    .map((parent) => ({
      group: parent.name,
      items: [
        { value: String(parent.id), label: wholeLabel(parent.name) },
        ...communities
          .filter((c) => c.parentCommunityId === parent.id)
          .map((c) => ({ value: String(c.id), label: c.name })),
      ],
    }));
}

// ---------- the Personal Details tab of an approved profile (status 3) ----------

/** The tab's fields beyond the wizard's: none is required. */
export interface PersonalExtraValues {
  sunSign: string | null;
  bloodGroup: string | null;
  motherTongue: string | null;
  /** Hobby keys (HOBBIES), in the order chosen. */
  hobbies: string[];
  /** The horoscope (rule 50), each optional and never asked in the wizard. `HH:MM` (24-hour clock), '' when empty. */
  birthTime: string;
  birthPlace: string;
  moonSign: string | null;
  nakshatra: string | null;
  manglik: string | null;
  /** Who sees the horoscope: every approved member (the default) or accepted connections only. */
  horoscopeVisibility: HoroscopeVisibility;
}

export type HoroscopeVisibility = PhotoVisibility;

export type ProfilePersonalValues = PersonalValues & PersonalExtraValues;

/** The extra fields of POST /api/Profile/PersonalDetails; empty ones are null, so that clearing one clears it. */
export interface PersonalExtraPayload {
  sunSign: number | null;
  bloodGroup: NonNullable<PersonalDetailsRequest['bloodGroup']> | null;
  motherTongue: number | null;
  hobbies: NonNullable<PersonalDetailsRequest['hobbies']> | null;
  birthTime: string | null;
  birthPlace: string | null;
  moonSign: number | null;
  nakshatra: number | null;
  manglik: number | null;
  horoscopeVisibility: HoroscopeVisibility;
}

/** The body of POST /api/Profile/PersonalDetails: the wizard's step 1 and the extra fields. */
export type ProfilePersonalPayload = PersonalPayload & PersonalExtraPayload;

export function personalExtraValuesFrom(detail: Partial<MemberDetail>): PersonalExtraValues {
  return {
    sunSign: idValue(detail.sunSign),
    bloodGroup: detail.bloodGroup ?? null,
    motherTongue: idValue(detail.motherTongue),
    hobbies: [...(detail.hobbies ?? [])],
    birthTime: detail.birthTime ?? '',
    birthPlace: detail.birthPlace ?? '',
    moonSign: idValue(detail.moonSign),
    nakshatra: idValue(detail.nakshatra),
    manglik: idValue(detail.manglik),
    horoscopeVisibility: detail.horoscopeVisibility ?? 'all',
  };
}

const listedChoice = (count: number) =>
  z.string().refine((value) => Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= count, {
    error: 'invalid_choice',
  });

/** A select's value that must be one of a fixed option list's values (shared/src/options.rs). */
export const listedOption = (values: readonly number[]) =>
  z.string().refine((value) => values.includes(Number(value)), { error: 'invalid_choice' });

const horoscopeVisibility = z.enum(['all', 'connections'], { error: 'invalid_choice' });

export function validatePersonalExtra(values: PersonalExtraValues): FieldCodes {
  const birthTime = trimmed(values.birthTime);
  const birthPlace = trimmed(values.birthPlace);
  const errors = fieldErrors({
    sunSign: values.sunSign ? [listedChoice(SUN_SIGNS), values.sunSign] : undefined,
    bloodGroup: values.bloodGroup ? [RULES.blood_group, values.bloodGroup] : undefined,
    motherTongue: values.motherTongue ? [listedChoice(MOTHER_TONGUES), values.motherTongue] : undefined,
    birthTime: birthTime ? [RULES.birth_time, birthTime] : undefined,
    birthPlace: birthPlace ? [RULES.place, birthPlace] : undefined,
    moonSign: values.moonSign ? [listedOption(MOON_SIGN_VALUES), values.moonSign] : undefined,
    nakshatra: values.nakshatra ? [listedOption(NAKSHATRA_VALUES), values.nakshatra] : undefined,
    manglik: values.manglik ? [listedOption(MANGLIK_VALUES), values.manglik] : undefined,
    horoscopeVisibility: [horoscopeVisibility, values.horoscopeVisibility],
  });
  const badHobby = values.hobbies.find((hobby) => !RULES.hobby.safeParse(hobby).success);
  if (badHobby !== undefined) errors.hobbies = 'invalid_choice';
  else if (new Set(values.hobbies).size !== values.hobbies.length) errors.hobbies = 'duplicate';
  return errors;
}

export function buildPersonalExtraPayload(values: PersonalExtraValues): PersonalExtraPayload {
  const hobbies = [...new Set(values.hobbies)] as NonNullable<PersonalDetailsRequest['hobbies']>;
  return {
    sunSign: idOrNull(values.sunSign),
    bloodGroup: (values.bloodGroup || null) as PersonalExtraPayload['bloodGroup'],
    motherTongue: idOrNull(values.motherTongue),
    hobbies: hobbies.length > 0 ? hobbies : null,
    birthTime: textOrNull(values.birthTime),
    birthPlace: textOrNull(values.birthPlace),
    moonSign: idOrNull(values.moonSign),
    nakshatra: idOrNull(values.nakshatra),
    manglik: idOrNull(values.manglik),
    horoscopeVisibility: values.horoscopeVisibility,
  };
}

/** The tab's body: exactly the wizard's step 1 (the name, birth date and gender as they are) and the extra fields. */
export function buildProfilePersonalPayload(
  values: ProfilePersonalValues,
  communities: readonly Community[],
  ids: { id?: number; profileId?: string } = {},
): ProfilePersonalPayload {
  return { ...buildPersonalPayload(values, communities, ids), ...buildPersonalExtraPayload(values) };
}
