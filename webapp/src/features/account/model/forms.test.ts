import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/render';
import {
  dialCodes,
  translateCodes,
  validateCode,
  validateDelete,
  validateEmail,
  validatePassword,
  validatePhone,
} from './forms';

describe('validatePassword', () => {
  it('needs every field', () => {
    expect(validatePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('holds the new password to 6..100 characters and the confirmation to it, as the server does', () => {
    const base = { currentPassword: 'old secret', newPassword: 'sagpan-2026', confirmPassword: 'sagpan-2026' };
    expect(validatePassword(base)).toEqual({});
    expect(validatePassword({ ...base, newPassword: 'abc12', confirmPassword: 'abc12' })).toEqual({
      newPassword: 'too_short|6',
    });
    const long = 'p'.repeat(101);
    expect(validatePassword({ ...base, newPassword: long, confirmPassword: long })).toEqual({
      newPassword: 'too_long|100',
    });
    const hundred = `${'p'.repeat(99)}q`;
    expect(validatePassword({ ...base, newPassword: hundred, confirmPassword: hundred })).toEqual({});
    expect(validatePassword({ ...base, confirmPassword: 'sagpan-2027' })).toEqual({ confirmPassword: 'passwords_mismatch' });
    expect(validatePassword({ ...base, newPassword: '123456', confirmPassword: '123456' })).toEqual({
      newPassword: 'password_too_common',
    });
  });
});

describe('validatePhone', () => {
  it('needs a code, 10 digits for +91 (6 elsewhere) and the password', () => {
    expect(validatePhone({ countryCode: '+91', phoneNumber: '', password: '' })).toEqual({
      phoneNumber: 'required',
      password: 'required',
    });
    expect(validatePhone({ countryCode: '+91', phoneNumber: '987654321', password: 'x' })).toEqual({
      phoneNumber: 'phone_too_short|10',
    });
    expect(validatePhone({ countryCode: '+91', phoneNumber: '9876543210', password: 'x' })).toEqual({});
    expect(validatePhone({ countryCode: '+44', phoneNumber: '7700900', password: 'x' })).toEqual({});
    expect(validatePhone({ countryCode: '+44', phoneNumber: '77009a0', password: 'x' })).toEqual({
      phoneNumber: 'invalid_phone',
    });
    expect(validatePhone({ countryCode: '91', phoneNumber: '9876543210', password: 'x' })).toEqual({
      countryCode: 'invalid_country_code',
    });
  });
});

describe('validateEmail, validateCode, validateDelete', () => {
  it('holds the address to a valid one of at most 256 characters, with the password', () => {
    expect(validateEmail({ email: 'meera@example.com', password: 'x' })).toEqual({});
    expect(validateEmail({ email: 'meera@', password: 'x' })).toEqual({ email: 'invalid_email' });
    expect(validateEmail({ email: `${'a'.repeat(250)}@ex.com`, password: 'x' })).toEqual({ email: 'too_long|256' });
    expect(validateEmail({ email: 'meera@example.com', password: '' })).toEqual({ password: 'required' });
  });

  it('wants six digits for the code, and the password to delete', () => {
    expect(validateCode({ otp: '123456' })).toEqual({});
    expect(validateCode({ otp: '12345' })).toEqual({ otp: 'invalid_otp' });
    expect(validateDelete({ password: '' })).toEqual({ password: 'required' });
    expect(validateDelete({ password: 'secret' })).toEqual({});
  });
});

describe('translateCodes', () => {
  it('gives each field its message', () => {
    expect(translateCodes({ newPassword: 'too_short|6', confirmPassword: 'passwords_mismatch' }, testI18n)).toEqual({
      newPassword: 'Please enter at least 6 characters.',
      confirmPassword: 'The passwords do not match.',
    });
  });
});

describe('dialCodes', () => {
  it('offers +91 first, the member’s own code, then each country’s once', () => {
    expect(dialCodes([{ code: '+1' }, { code: '+91' }, { code: '+1' }, { code: null }, { code: '+44' }], '+971')).toEqual([
      '+91',
      '+971',
      '+1',
      '+44',
    ]);
    expect(dialCodes([], undefined)).toEqual(['+91']);
  });
});
