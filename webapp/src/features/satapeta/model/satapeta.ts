import type { SatapetaSibling, SendSatapetaRequest } from '../../../api/generated/client';
import { RULES, birthDateOn, trimUpperAscii, type SimpleDate } from '../../../api/generated/rules/rules';
import { fieldErrors, type FieldCodes } from '../../../components/profile-form/model/fields';
import { formatTime } from '../../../lib/relative-time';

/** The request form's fields as the inputs hold them (the date `YYYY-MM-DD`, or null when none is chosen). */
export interface SatapetaRequestValues {
  siblingProfileId: string;
  siblingBirthDate: string | null;
}

/** The fields the server may name in a 400's `errors` (the same names as the form's). */
export const REQUEST_FIELDS = ['siblingProfileId', 'siblingBirthDate'] as const;
export const CODE_FIELDS = ['otp'] as const;

/** The request form, empty, or with the profile id of the sibling a code went to before ("send a new code"). */
export const emptySatapetaRequest = (siblingProfileId = ''): SatapetaRequestValues => ({
  siblingProfileId,
  siblingBirthDate: null,
});

/**
 * Rule codes of the request form (document 001: "profile id, birth date (18+) required"): a profile id such as
 * PT104233 (RULES.profile_id), the birth date of an adult today in India, and `own_profile` when the member gives
 * their own id (the server would refuse it as `satapeta_own_profile`).
 */
export function validateSatapetaRequest(
  values: SatapetaRequestValues,
  today: SimpleDate,
  ownProfileId?: string,
): FieldCodes {
  const errors = fieldErrors({
    siblingProfileId: [RULES.profile_id, values.siblingProfileId],
    siblingBirthDate: [birthDateOn(today), values.siblingBirthDate ?? ''],
  });
  if (
    !errors.siblingProfileId &&
    ownProfileId !== undefined &&
    trimUpperAscii(values.siblingProfileId) === trimUpperAscii(ownProfileId)
  ) {
    errors.siblingProfileId = 'own_profile';
  }
  return errors;
}

/** The body of PUT /api/Profile/SendSatapetaSetting (after validation): the id trimmed and upper-cased. */
export function buildSatapetaRequest(values: SatapetaRequestValues): SendSatapetaRequest {
  return { siblingProfileId: trimUpperAscii(values.siblingProfileId), siblingBirthDate: values.siblingBirthDate ?? '' };
}

/** Rule codes of the code form: exactly six digits (RULES.otp). */
export function validateSatapetaCode(values: { otp: string }): FieldCodes {
  return fieldErrors({ otp: [RULES.otp, values.otp.trim()] });
}

export const siblingName = (sibling: SatapetaSibling): string =>
  [sibling.firstName, sibling.lastName].filter(Boolean).join(' ') || sibling.profileId;

/** When a waiting code stops working, as a time of day in the page's language; '' for a missing or bad time. */
export const codeExpiryTime = (iso: string | null | undefined, locale: string): string =>
  formatTime(iso, locale, { timeStyle: 'short' });
