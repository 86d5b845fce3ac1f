import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import type { EditRequestBody, MemberDetail, RequestType } from '../../../api/generated/client';
import { RULES, birthDateOn, type SimpleDate } from '../../../api/generated/rules/rules';
import { displayDate, fieldErrors, trimmed, type FieldCodes } from '../../../components/profile-form/model/fields';
import { FEMALE_LABEL, MALE_LABEL } from '../../../components/profile-form/model/options';

/** The detail an edit request changes: a request type's stable `key` (`GET /api/Request/Name`). */
export type RequestDetail = 'first_name' | 'last_name' | 'birth_date' | 'gender' | 'other';

const DETAILS: readonly RequestDetail[] = ['first_name', 'last_name', 'birth_date', 'gender', 'other'];

/** The ids EditRequestBody documents, for a type whose key the app does not know. */
const DETAIL_BY_ID: Record<number, RequestDetail> = { 1: 'first_name', 2: 'last_name', 3: 'birth_date', 4: 'gender', 5: 'other' };

export function requestDetailOf(type: Pick<RequestType, 'id' | 'key'>): RequestDetail {
  return (DETAILS as readonly string[]).includes(type.key) ? (type.key as RequestDetail) : (DETAIL_BY_ID[type.id] ?? 'other');
}

/** The modal's fields as the inputs hold them. */
export interface EditRequestValues {
  requestTypeId: string | null;
  /** A name or other text; `YYYY-MM-DD` for a date of birth; `male` or `female` for a gender. */
  newValue: string | null;
  note: string;
}

export const emptyEditRequest = (): EditRequestValues => ({ requestTypeId: null, newValue: null, note: '' });

/** The value the member sees now, as the server writes it (`YYYY-MM-DD`, `male`); null for "other". */
export function currentValueOf(detail: RequestDetail | null, profile: Partial<MemberDetail>): string | null {
  switch (detail) {
    case 'first_name':
      return profile.firstName ?? null;
    case 'last_name':
      return profile.lastName ?? null;
    case 'birth_date':
      return profile.birthDate ?? null;
    case 'gender':
      return profile.gender === undefined ? null : profile.gender ? 'male' : 'female';
    default:
      return null;
  }
}

/** A current or new value for reading: a date as DD-MM-YYYY, a gender in words, anything else as written. */
export function displayRequestValue(
  detail: RequestDetail,
  value: string | null | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (!value) return '';
  if (detail === 'birth_date') return displayDate(value) ?? value;
  if (detail === 'gender' && (value === 'male' || value === 'female')) {
    return translate(value === 'male' ? MALE_LABEL : FEMALE_LABEL);
  }
  return value;
}

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });
const gender = z
  .string({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .refine((value) => value === 'male' || value === 'female', { error: 'invalid_choice' });

/**
 * The rule of the new value (document 001: "new value required; age 18+ if the value is a date of birth"), as the
 * server checks it: every value is 1 to EDIT_VALUE_MAX characters; a name is a name, a date of birth an adult's
 * (`today` in India), a gender male or female.
 */
export function newValueRule(detail: RequestDetail, today: SimpleDate): z.ZodType {
  switch (detail) {
    case 'first_name':
    case 'last_name':
      return RULES.edit_value.pipe(RULES.person_name);
    case 'birth_date':
      return RULES.edit_value.pipe(birthDateOn(today));
    case 'gender':
      return gender;
    default:
      return RULES.edit_value;
  }
}

/** The modal's schema, field by field: the detail, the new value by its detail's rule, and the note (RULES.note). */
export function editRequestSchema(detail: RequestDetail | null, today: SimpleDate) {
  return z.object({
    requestTypeId: choice,
    newValue: detail ? newValueRule(detail, today) : RULES.edit_value,
    note: RULES.note,
  });
}

/**
 * Rule codes of the modal's fields; `unchanged` when the new value is the current one (the server would answer 422).
 */
export function validateEditRequest(
  values: EditRequestValues,
  detail: RequestDetail | null,
  current: string | null,
  today: SimpleDate,
): FieldCodes {
  const newValue = trimmed(values.newValue);
  const errors = fieldErrors({
    requestTypeId: [choice, values.requestTypeId ?? ''],
    newValue: detail ? [newValueRule(detail, today), newValue] : undefined,
    note: [RULES.note, trimmed(values.note)],
  });
  if (detail && !errors.newValue && current !== null && newValue === current) errors.newValue = 'unchanged';
  return errors;
}

/** The body of POST /api/MemberRequest. */
export function buildEditRequestBody(values: EditRequestValues, current: string | null): EditRequestBody {
  return {
    requestTypeId: Number(values.requestTypeId),
    currentValue: current,
    newValue: trimmed(values.newValue),
    note: trimmed(values.note),
  };
}
