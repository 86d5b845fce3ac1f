import { z } from 'zod';
import type { PaperFormRequest, PaperStage, ProfileCreator } from '../../../api/generated/client';
import {
  birthDateOn,
  countryCode,
  email,
  INDIA_DIAL_CODE,
  personName,
  phone,
  phoneFitsCode,
  PHONE_MIN_DIGITS_INDIA,
  type SimpleDate,
} from '../../../api/generated/rules/rules';
import { fieldErrors, trimmed, type FieldCodes, type GenderValue } from '../../../components/profile-form/model/fields';
import { PROFILE_CREATORS } from '../../../lib/profile-creator-labels';
import type { BookletChoices } from './registration';

/**
 * A family's paper form as a volunteer types it in (docs/rules.md rule 49): the person's names, bride or groom and
 * birth date; who in the family filled it (never the person: their own consent comes after); the family's e-mail and
 * mobile, which the account signs in with; their language; and what the booklet may show.
 */
export interface PaperFormValues {
  firstName: string;
  lastName: string;
  gender: GenderValue | null;
  birthDate: string | null;
  createdBy: ProfileCreator;
  email: string;
  countryCode: string;
  phoneNumber: string;
  language: 'gu' | 'en';
  booklet: BookletChoices;
}

/** Who may have filled a paper form: the family, never the person themselves. */
export const PAPER_CREATORS = PROFILE_CREATORS.filter((creator) => creator !== 'self');

export const emptyPaperForm = (): PaperFormValues => ({
  firstName: '',
  lastName: '',
  gender: null,
  birthDate: null,
  createdBy: 'father',
  email: '',
  countryCode: INDIA_DIAL_CODE,
  phoneNumber: '',
  language: 'gu',
  // The most private choices, as a member's own registration starts; the form says what the family chose.
  booklet: { showPhoto: false, contact: 'desk', showIncome: false },
});

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });

/** The same checks as the server's, field by field, as rule codes. */
export function validatePaperForm(values: PaperFormValues, today: SimpleDate): FieldCodes {
  const errors = fieldErrors({
    firstName: [personName, trimmed(values.firstName)],
    lastName: [personName, trimmed(values.lastName)],
    gender: [choice, values.gender ?? ''],
    birthDate: [birthDateOn(today), values.birthDate ?? ''],
    email: [email, trimmed(values.email)],
    countryCode: [countryCode, values.countryCode],
    phoneNumber: [phone, trimmed(values.phoneNumber)],
  });
  if (!errors.phoneNumber && !phoneFitsCode(values.countryCode, trimmed(values.phoneNumber))) {
    errors.phoneNumber = `phone_too_short|${PHONE_MIN_DIGITS_INDIA}`;
  }
  return errors;
}

/** The body of `POST /api/Admin/Events/{eventId}/PaperForms`, from valid values. */
export function paperFormPayload(values: PaperFormValues): PaperFormRequest {
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    gender: values.gender === 'male',
    birthDate: values.birthDate ?? '',
    createdBy: values.createdBy,
    email: trimmed(values.email),
    countryCode: values.countryCode,
    phoneNumber: trimmed(values.phoneNumber),
    language: values.language,
    booklet: values.booklet,
  };
}

/** What the volunteer may still do for a paper registrant. */
export function paperActions(entry: {
  stage: PaperStage;
  memberId?: number | null;
  consented: boolean;
  consentCheck?: { status: string } | null;
}): { continueForm: boolean; sendConsent: boolean } {
  const entering = entry.memberId != null;
  return {
    continueForm: entering && (entry.stage === 'form' || entry.stage === 'consent'),
    sendConsent: entering && !entry.consented && entry.consentCheck?.status !== 'pending',
  };
}
