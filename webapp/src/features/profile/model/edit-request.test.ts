import { describe, expect, it } from 'vitest';
import type { MemberDetail } from '../../../api/generated/client';
import {
  buildEditRequestBody,
  currentValueOf,
  displayRequestValue,
  editRequestSchema,
  emptyEditRequest,
  requestDetailOf,
  validateEditRequest,
  type EditRequestValues,
} from './edit-request';

/** 15 June 2026 in India. */
const today = { year: 2026, month: 6, day: 15 };

const profile: Partial<MemberDetail> = { firstName: 'Meera', lastName: 'Patel', birthDate: '1998-02-03', gender: false };

const values = (requestTypeId: string, newValue: string | null, note = 'Spelling mistake'): EditRequestValues => ({
  requestTypeId,
  newValue,
  note,
});

describe('the request types', () => {
  it('are read by their key, or by the documented id when the key is unknown', () => {
    expect(requestDetailOf({ id: 9, key: 'birth_date' })).toBe('birth_date');
    expect(requestDetailOf({ id: 4, key: 'sex' })).toBe('gender');
    expect(requestDetailOf({ id: 99, key: 'whatever' })).toBe('other');
  });

  it('give the current value as the server writes it', () => {
    expect(currentValueOf('first_name', profile)).toBe('Meera');
    expect(currentValueOf('last_name', profile)).toBe('Patel');
    expect(currentValueOf('birth_date', profile)).toBe('1998-02-03');
    expect(currentValueOf('gender', profile)).toBe('female');
    expect(currentValueOf('other', profile)).toBeNull();
    expect(currentValueOf(null, profile)).toBeNull();
    const english = (d: { message?: string }) => d.message ?? '';
    expect(displayRequestValue('birth_date', '1998-02-03', english)).toBe('03-02-1998');
    expect(displayRequestValue('gender', 'male', english)).toBe('Male');
  });
});

describe('the edit-request schema', () => {
  it('requires the detail, the new value and the note', () => {
    const errors = validateEditRequest(emptyEditRequest(), null, null, today);
    expect(errors.requestTypeId).toBe('required');
    expect(errors.note).toBe('required');
    expect(validateEditRequest(values('1', '', ' '), 'first_name', 'Meera', today)).toEqual({
      newValue: 'required',
      note: 'required',
    });
    expect(validateEditRequest(values('5', null), 'other', null, today).newValue).toBe('required');
    expect(validateEditRequest(values('3', null), 'birth_date', '1998-02-03', today).newValue).toBe('required');
    expect(validateEditRequest(values('4', null), 'gender', 'female', today).newValue).toBe('required');
  });

  it('limits the new value and the note with the shared rules', () => {
    expect(validateEditRequest(values('5', 'x'.repeat(101)), 'other', null, today).newValue).toBe('too_long|100');
    expect(validateEditRequest(values('5', 'x'.repeat(100)), 'other', null, today).newValue).toBeUndefined();
    expect(validateEditRequest(values('5', 'x', 'n'.repeat(501)), 'other', null, today).note).toBe('too_long|500');
    expect(validateEditRequest(values('1', 'M'.repeat(31)), 'first_name', 'Meera', today).newValue).toBe('too_long|30');
    expect(validateEditRequest(values('2', 'Patel2'), 'last_name', 'Patel', today).newValue).toBe('invalid_name');
  });

  it('refuses a birth date of someone under 18, on both sides of the 18th birthday', () => {
    // 18 tomorrow: refused.
    expect(validateEditRequest(values('3', '2008-06-16'), 'birth_date', '1998-02-03', today).newValue).toBe(
      'under_age|18',
    );
    // 18 today: accepted.
    expect(validateEditRequest(values('3', '2008-06-15'), 'birth_date', '1998-02-03', today)).toEqual({});
    // 18 yesterday: accepted.
    expect(validateEditRequest(values('3', '2008-06-14'), 'birth_date', '1998-02-03', today)).toEqual({});
    expect(validateEditRequest(values('3', '1998-02-30'), 'birth_date', '1998-02-03', today).newValue).toBe(
      'invalid_date',
    );
  });

  it('takes male or female as a gender', () => {
    expect(validateEditRequest(values('4', 'male'), 'gender', 'female', today)).toEqual({});
    expect(validateEditRequest(values('4', 'other'), 'gender', 'female', today).newValue).toBe('invalid_choice');
  });

  it('refuses the current value as the new one', () => {
    expect(validateEditRequest(values('1', ' Meera '), 'first_name', 'Meera', today).newValue).toBe('unchanged');
    expect(validateEditRequest(values('4', 'female'), 'gender', 'female', today).newValue).toBe('unchanged');
    expect(validateEditRequest(values('1', 'Mira'), 'first_name', 'Meera', today)).toEqual({});
  });

  it('is also a zod object for the whole request', () => {
    const schema = editRequestSchema('birth_date', today);
    expect(schema.safeParse({ requestTypeId: '3', newValue: '2008-06-15', note: 'Wrong year' }).success).toBe(true);
    const under = schema.safeParse({ requestTypeId: '3', newValue: '2008-06-16', note: 'Wrong year' });
    expect(under.success).toBe(false);
    expect(under.error?.issues[0]?.message).toBe('under_age|18');
    expect(editRequestSchema(null, today).safeParse({ requestTypeId: '', newValue: '', note: '' }).success).toBe(false);
  });
});

describe('the body', () => {
  it('is trimmed and carries the current value', () => {
    expect(buildEditRequestBody(values('1', ' Mira ', ' Spelling mistake '), 'Meera')).toEqual({
      requestTypeId: 1,
      currentValue: 'Meera',
      newValue: 'Mira',
      note: 'Spelling mistake',
    });
    expect(buildEditRequestBody(values('5', 'Community: Leva'), null).currentValue).toBeNull();
  });
});
