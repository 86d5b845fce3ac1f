import { z } from 'zod';
import type { MemberDetail, ProfessionalDetailsRequest } from '../../../api/generated/client';
import { DEFAULT_COUNTRY_ID, RULES } from '../../../api/generated/rules/rules';
import { fieldErrors, idOrNull, idValue, textOrNull, trimmed, yesNoValue, type FieldCodes, type YesNo } from './fields';

/** Gujarat: the default state (rule 25), in India (DEFAULT_COUNTRY_ID). */
export const DEFAULT_STATE_ID = 12;

/** Step 3, as the inputs hold it. */
export interface ProfessionalValues {
  isNRI: YesNo | null;
  countryId: string | null;
  stateId: string | null;
  city: string;
  visaType: string | null;
  educationId: string | null;
  educationDetails: string;
  occupationId: string | null;
  occupationDetails: string;
  annualIncomeId: string | null;
  about: string;
}

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> | null };

/** The body of PUT /api/CreateProfile/ProfessionalDetails; hidden and empty optional fields are null. */
export type ProfessionalPayload = Nullable<
  ProfessionalDetailsRequest,
  'countryId' | 'visaType' | 'educationDetails' | 'occupationDetails' | 'annualIncomeId' | 'about'
>;

/**
 * Which fields the step shows and asks: country and visa for NRI members only; the annual income is shown to every
 * member and required of men only (rule 52, "income for everyone"; document 000 requires it of men).
 */
export interface ProfessionalFields {
  country: boolean;
  visaType: boolean;
  incomeRequired: boolean;
}

export function professionalFields(isNRI: YesNo | null, isMale: boolean | null | undefined): ProfessionalFields {
  const nri = isNRI === 'yes';
  return { country: nri, visaType: nri, incomeRequired: isMale === true };
}

export function professionalValuesFrom(detail: Partial<MemberDetail>): ProfessionalValues {
  const isNRI = yesNoValue(detail.isNRI) ?? 'no';
  return {
    isNRI,
    countryId: isNRI === 'yes' ? idValue(detail.countryId) : String(DEFAULT_COUNTRY_ID),
    stateId: idValue(detail.stateId) ?? (isNRI === 'yes' ? null : String(DEFAULT_STATE_ID)),
    city: detail.city ?? '',
    visaType: idValue(detail.visaType),
    educationId: idValue(detail.educationId),
    educationDetails: detail.educationDetails ?? '',
    occupationId: idValue(detail.occupationId),
    occupationDetails: detail.occupationDetails ?? '',
    annualIncomeId: idValue(detail.annualIncomeId),
    about: detail.about ?? '',
  };
}

/** The country whose states are listed: the chosen one for NRI members, India otherwise. */
export function effectiveCountryId(values: Pick<ProfessionalValues, 'isNRI' | 'countryId'>): number | null {
  return values.isNRI === 'yes' ? idOrNull(values.countryId) : DEFAULT_COUNTRY_ID;
}

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });

export function validateProfessional(values: ProfessionalValues, isMale: boolean | null | undefined): FieldCodes {
  const shown = professionalFields(values.isNRI, isMale);
  const educationDetails = trimmed(values.educationDetails);
  const occupationDetails = trimmed(values.occupationDetails);
  return fieldErrors({
    isNRI: [choice, values.isNRI],
    countryId: shown.country ? [choice, values.countryId] : undefined,
    stateId: [choice, values.stateId],
    city: [RULES.place, trimmed(values.city)],
    visaType: shown.visaType ? [choice, values.visaType] : undefined,
    educationId: [choice, values.educationId],
    educationDetails: educationDetails ? [RULES.details, educationDetails] : undefined,
    occupationId: [choice, values.occupationId],
    occupationDetails: occupationDetails ? [RULES.details, occupationDetails] : undefined,
    annualIncomeId: shown.incomeRequired ? [choice, values.annualIncomeId] : undefined,
    about: [RULES.about, trimmed(values.about)],
  });
}

export function buildProfessionalPayload(
  values: ProfessionalValues,
  isMale: boolean | null | undefined,
  ids: { id?: number } = {},
): ProfessionalPayload {
  const shown = professionalFields(values.isNRI, isMale);
  return {
    ...ids,
    isNRI: values.isNRI === 'yes',
    countryId: shown.country ? idOrNull(values.countryId) : DEFAULT_COUNTRY_ID,
    stateId: Number(values.stateId),
    city: trimmed(values.city),
    visaType: shown.visaType ? idOrNull(values.visaType) : null,
    educationId: Number(values.educationId),
    educationDetails: textOrNull(values.educationDetails),
    occupationId: Number(values.occupationId),
    occupationDetails: textOrNull(values.occupationDetails),
    annualIncomeId: idOrNull(values.annualIncomeId),
    about: textOrNull(values.about),
  };
}

// ---------- the Professional Details tab of an approved profile (status 3) ----------

/** The tab's fields beyond the wizard's: none is required. */
export interface ProfessionalExtraValues {
  college: string;
  workingAs: string;
  employer: string;
  expectation: string;
}

export type ProfileProfessionalValues = ProfessionalValues & ProfessionalExtraValues;

/** The extra fields of PUT /api/Profile/ProfessionalDetails; empty ones are null. */
export interface ProfessionalExtraPayload {
  college: string | null;
  workingAs: string | null;
  employer: string | null;
  expectation: string | null;
}

export type ProfileProfessionalPayload = ProfessionalPayload & ProfessionalExtraPayload;

export function professionalExtraValuesFrom(detail: Partial<MemberDetail>): ProfessionalExtraValues {
  return {
    college: detail.college ?? '',
    workingAs: detail.workingAs ?? '',
    employer: detail.employer ?? '',
    expectation: detail.expectation ?? '',
  };
}

export function validateProfessionalExtra(values: ProfessionalExtraValues): FieldCodes {
  const detail = (value: string) => (trimmed(value) ? ([RULES.details, trimmed(value)] as const) : undefined);
  return fieldErrors({
    college: detail(values.college),
    workingAs: detail(values.workingAs),
    employer: detail(values.employer),
    expectation: [RULES.about, trimmed(values.expectation)],
  });
}

export function buildProfessionalExtraPayload(values: ProfessionalExtraValues): ProfessionalExtraPayload {
  return {
    college: textOrNull(values.college),
    workingAs: textOrNull(values.workingAs),
    employer: textOrNull(values.employer),
    expectation: textOrNull(values.expectation),
  };
}

/** The tab's body: exactly the wizard's step 3 and the extra fields. */
export function buildProfileProfessionalPayload(
  values: ProfileProfessionalValues,
  isMale: boolean | null | undefined,
  ids: { id?: number } = {},
): ProfileProfessionalPayload {
  return { ...buildProfessionalPayload(values, isMale, ids), ...buildProfessionalExtraPayload(values) };
}
