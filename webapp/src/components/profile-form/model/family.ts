import { z } from 'zod';
import type { FamilyDetailsRequest, MemberDetail } from '../../../api/generated/client';
import {
  INDIA_DIAL_CODE,
  PHONE_MIN_DIGITS_INDIA,
  RULES,
  SIBLINGS_MAX,
  phoneFitsCode,
} from '../../../api/generated/rules/rules';
import { DIET_VALUES, HABIT_VALUES } from '../../../api/generated/rules/options';
import { fieldErrors, idOrNull, idValue, textOrNull, trimmed, type FieldCodes } from './fields';
import { listedOption } from './personal';

/** Step 2, as the inputs hold it. */
export interface FamilyValues {
  fatherName: string;
  fatherOccupationId: string | null;
  motherName: string;
  motherOccupationId: string | null;
  familyType: string | null;
  familyAnnualIncomeId: string | null;
  noOfBrother: string | null;
  noOfSister: string | null;
  nativeDistrict: string;
  nativeTaluko: string;
  nativePlace: string;
  mosad: string;
  parentPhone1Code: string | null;
  parentPhone1: string;
  parentPhone1IsWhatApps: boolean;
  parentPhone2Code: string | null;
  parentPhone2: string;
  parentPhone2IsWhatApps: boolean;
  /** Lifestyle (rule 52): asked in the wizard and the tab alike, each optional. */
  diet: string | null;
  smoking: string | null;
  drinking: string | null;
  /** A gol of GET /api/Gol/Name (rule 52): the member's parent community's, or "no gol" / "don't know". */
  golId: string | null;
}

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> | null };

/** The body of PUT /api/CreateProfile/FamilyDetails; empty optional fields are null. */
export type FamilyPayload = Nullable<
  FamilyDetailsRequest,
  | 'motherName'
  | 'motherOccupationId'
  | 'familyType'
  | 'familyAnnualIncomeId'
  | 'mosad'
  | 'parentPhone2Code'
  | 'parentPhone2'
  | 'diet'
  | 'smoking'
  | 'drinking'
  | 'golId'
>;

/** Sibling counts 0..SIBLINGS_MAX as select values. */
export const SIBLING_COUNTS = Array.from({ length: SIBLINGS_MAX + 1 }, (_, n) => String(n));

export function familyValuesFrom(detail: Partial<MemberDetail>): FamilyValues {
  return {
    fatherName: detail.fatherName ?? '',
    fatherOccupationId: idValue(detail.fatherOccupationId),
    motherName: detail.motherName ?? '',
    motherOccupationId: idValue(detail.motherOccupationId),
    familyType: idValue(detail.familyType),
    familyAnnualIncomeId: idValue(detail.familyAnnualIncomeId),
    noOfBrother: idValue(detail.noOfBrother),
    noOfSister: idValue(detail.noOfSister),
    nativeDistrict: detail.nativeDistrict ?? '',
    nativeTaluko: detail.nativeTaluko ?? '',
    nativePlace: detail.nativePlace ?? '',
    mosad: detail.mosad ?? '',
    parentPhone1Code: detail.parentPhone1Code ?? INDIA_DIAL_CODE,
    parentPhone1: detail.parentPhone1 ?? '',
    parentPhone1IsWhatApps: detail.parentPhone1IsWhatApps ?? false,
    parentPhone2Code: detail.parentPhone2Code ?? INDIA_DIAL_CODE,
    parentPhone2: detail.parentPhone2 ?? '',
    parentPhone2IsWhatApps: detail.parentPhone2IsWhatApps ?? false,
    diet: idValue(detail.diet),
    smoking: idValue(detail.smoking),
    drinking: idValue(detail.drinking),
    golId: idValue(detail.golId),
  };
}

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });

/** A mobile number that also fits its country code (+91 needs PHONE_MIN_DIGITS_INDIA digits). */
const phoneFor = (code: string | null) =>
  RULES.phone.refine((phone) => phoneFitsCode(code ?? '', phone), {
    error: `phone_too_short|${PHONE_MIN_DIGITS_INDIA}`,
  });

export function validateFamily(values: FamilyValues): FieldCodes {
  const motherName = trimmed(values.motherName);
  const mosad = trimmed(values.mosad);
  const phone2 = trimmed(values.parentPhone2);
  return fieldErrors({
    fatherName: [RULES.person_name, trimmed(values.fatherName)],
    fatherOccupationId: [choice, values.fatherOccupationId],
    motherName: motherName ? [RULES.person_name, motherName] : undefined,
    noOfBrother: [choice, values.noOfBrother],
    noOfSister: [choice, values.noOfSister],
    nativeDistrict: [RULES.place, trimmed(values.nativeDistrict)],
    nativeTaluko: [RULES.place, trimmed(values.nativeTaluko)],
    nativePlace: [RULES.place, trimmed(values.nativePlace)],
    mosad: mosad ? [RULES.place, mosad] : undefined,
    parentPhone1Code: [RULES.country_code, values.parentPhone1Code ?? ''],
    parentPhone1: [phoneFor(values.parentPhone1Code), trimmed(values.parentPhone1)],
    parentPhone2Code: phone2 ? [RULES.country_code, values.parentPhone2Code ?? ''] : undefined,
    parentPhone2: phone2 ? [phoneFor(values.parentPhone2Code), phone2] : undefined,
    diet: values.diet ? [listedOption(DIET_VALUES), values.diet] : undefined,
    smoking: values.smoking ? [listedOption(HABIT_VALUES), values.smoking] : undefined,
    drinking: values.drinking ? [listedOption(HABIT_VALUES), values.drinking] : undefined,
  });
}

export function buildFamilyPayload(values: FamilyValues, ids: { id?: number } = {}): FamilyPayload {
  const phone2 = textOrNull(values.parentPhone2);
  return {
    ...ids,
    fatherName: trimmed(values.fatherName),
    fatherOccupationId: Number(values.fatherOccupationId),
    motherName: textOrNull(values.motherName),
    motherOccupationId: idOrNull(values.motherOccupationId),
    familyType: idOrNull(values.familyType),
    familyAnnualIncomeId: idOrNull(values.familyAnnualIncomeId),
    noOfBrother: Number(values.noOfBrother),
    noOfSister: Number(values.noOfSister),
    nativePlace: trimmed(values.nativePlace),
    nativeDistrict: trimmed(values.nativeDistrict),
    nativeTaluko: trimmed(values.nativeTaluko),
    mosad: textOrNull(values.mosad),
    parentPhone1Code: values.parentPhone1Code ?? INDIA_DIAL_CODE,
    parentPhone1: trimmed(values.parentPhone1),
    parentPhone1IsWhatApps: values.parentPhone1IsWhatApps,
    parentPhone2Code: phone2 ? (values.parentPhone2Code ?? null) : null,
    parentPhone2: phone2,
    parentPhone2IsWhatApps: phone2 ? values.parentPhone2IsWhatApps : false,
    diet: idOrNull(values.diet),
    smoking: idOrNull(values.smoking),
    drinking: idOrNull(values.drinking),
    golId: idOrNull(values.golId),
  };
}

// ---------- the Lifestyle & Family tab of an approved profile (status 3) ----------

/** The tab's fields beyond the wizard's: none is required. */
export interface FamilyExtraValues {
  marriedBrothers: string | null;
  marriedSisters: string | null;
  familyLocation: string;
  familyName: string;
}

export type ProfileFamilyValues = FamilyValues & FamilyExtraValues;

/** The extra fields of PUT /api/Profile/FamilyDetails; empty ones are null. */
export interface FamilyExtraPayload {
  marriedBrothers: number | null;
  marriedSisters: number | null;
  familyLocation: string | null;
  familyName: string | null;
}

export type ProfileFamilyPayload = FamilyPayload & FamilyExtraPayload;

export function familyExtraValuesFrom(detail: Partial<MemberDetail>): FamilyExtraValues {
  return {
    marriedBrothers: idValue(detail.marriedBrothers),
    marriedSisters: idValue(detail.marriedSisters),
    familyLocation: detail.familyLocation ?? '',
    familyName: detail.familyName ?? '',
  };
}

/** The choices of "how many are married": 0 to the number of brothers (or sisters); none until that is chosen. */
export function marriedCounts(siblings: string | null): string[] {
  const count = idOrNull(siblings);
  return count === null ? [] : SIBLING_COUNTS.slice(0, count + 1);
}

/** At most as many married as there are: the server's own code (`out_of_range|0|n`). */
const marriedOf = (siblings: string | null) => {
  const max = idOrNull(siblings) ?? 0;
  return RULES.siblings.refine((value) => value <= max, { error: `out_of_range|0|${max}` });
};

export function validateFamilyExtra(values: ProfileFamilyValues): FieldCodes {
  const location = trimmed(values.familyLocation);
  const name = trimmed(values.familyName);
  const married = (value: string | null, siblings: string | null) =>
    value === null || value === '' ? undefined : ([marriedOf(siblings), Number(value)] as const);
  return fieldErrors({
    marriedBrothers: married(values.marriedBrothers, values.noOfBrother),
    marriedSisters: married(values.marriedSisters, values.noOfSister),
    familyLocation: location ? [RULES.place, location] : undefined,
    familyName: name ? [RULES.person_name, name] : undefined,
  });
}

export function buildFamilyExtraPayload(values: FamilyExtraValues): FamilyExtraPayload {
  return {
    marriedBrothers: idOrNull(values.marriedBrothers),
    marriedSisters: idOrNull(values.marriedSisters),
    familyLocation: textOrNull(values.familyLocation),
    familyName: textOrNull(values.familyName),
  };
}

/** The tab's body: exactly the wizard's step 2 and the extra fields. */
export function buildProfileFamilyPayload(values: ProfileFamilyValues, ids: { id?: number } = {}): ProfileFamilyPayload {
  return { ...buildFamilyPayload(values, ids), ...buildFamilyExtraPayload(values) };
}

/**
 * The saved gol if the member may still pick it (rule 52: one of their parent community's, or one offered to
 * everyone), else none: a member who changed their community since sees the gol asked again rather than an empty
 * picker that would send the old one back.
 */
export function offeredGol(golId: string | null, offered: readonly { id: number }[]): string | null {
  return golId !== null && offered.some((gol) => String(gol.id) === golId) ? golId : null;
}
