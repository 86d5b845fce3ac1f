import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/generated/client';
import { testI18n } from '../../testing/render';
import { ruleFieldErrors } from './form-errors';

function problem(status: number, body: Record<string, unknown>) {
  const url = '/api/Account/ChangePassword';
  return new ApiError({ method: 'POST', url }, { url, ok: false, status, statusText: '', body: { status, ...body } }, 'Failed');
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

describe('ruleFieldErrors', () => {
  it('puts the reason of a 422 (its detail) under the field it names', () => {
    const wrong = problem(422, {
      code: 'rule_violated',
      detail: 'The current password is not correct. Nothing was changed.',
      errors: { currentPassword: ['This value is not valid.'] },
    });
    expect(ruleFieldErrors(wrong, FIELDS, testI18n)).toEqual({
      currentPassword: 'The current password is not correct. Nothing was changed.',
    });
  });

  it('puts a 409’s or a 400’s own field messages under their fields, only the form’s fields', () => {
    const taken = problem(409, {
      detail: 'This conflicts with existing data.',
      errors: { phoneNumber: ['An account with this mobile number already exists.'], other: ['x'] },
    });
    expect(ruleFieldErrors(taken, ['phoneNumber', 'password'], testI18n)).toEqual({
      phoneNumber: 'An account with this mobile number already exists.',
    });
    const invalid = problem(400, { errors: { newPassword: ['too_short|6'] } });
    expect(ruleFieldErrors(invalid, FIELDS, testI18n)).toEqual({ newPassword: 'Please enter at least 6 characters.' });
  });

  it('gives a 422 that names no field to the form’s rule field, and nothing else to any field', () => {
    const wrongCode = problem(422, { detail: 'The code is wrong or has expired.' });
    expect(ruleFieldErrors(wrongCode, ['otp'], testI18n, 'otp')).toEqual({ otp: 'The code is wrong or has expired.' });
    expect(ruleFieldErrors(wrongCode, ['otp'], testI18n)).toEqual({});
    expect(ruleFieldErrors(problem(429, { detail: 'Too many tries.' }), ['otp'], testI18n, 'otp')).toEqual({});
    expect(ruleFieldErrors(new TypeError('Failed to fetch'), ['otp'], testI18n, 'otp')).toEqual({});
    expect(ruleFieldErrors(null, ['otp'], testI18n, 'otp')).toEqual({});
  });
});
