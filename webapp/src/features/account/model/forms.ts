import type { I18n } from '@lingui/core';
import { z } from 'zod';
import {
  countryCode,
  currentPassword,
  email,
  INDIA_DIAL_CODE,
  otp,
  password,
  phone,
  phoneFitsCode,
  PHONE_MIN_DIGITS_INDIA,
} from '../../../api/generated/rules/rules';
import { ruleMessageOrText } from '../../../lib/rule-messages';

/**
 * The account forms' rules: the shared zod rules that the server applies too (same codes, same limits) and the
 * cross-field rules the server checks as well. Each answers the rule code of each failing field (`too_short|6`);
 * `translateCodes` turns them into the messages under the fields.
 */

/** Field name to its rule code. */
type Codes = Record<string, string>;

/** Each field's first rule code from a zod schema of the shared rules. */
function zodCodes<T>(schema: z.ZodType<unknown, T>) {
  return (values: T): Codes => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const codes: Codes = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in codes)) codes[key] = issue.message;
    }
    return codes;
  };
}

/** The messages to show under the fields, in the page's language. */
export function translateCodes(codes: Codes, i18n: I18n): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, ruleMessageOrText(code, i18n)]));
}

const confirmation = z.string({ error: 'required' }).min(1, { error: 'required' });

// ---------- change password ----------
export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordValues = (): PasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

const passwordRules = zodCodes(z.object({ currentPassword, newPassword: password, confirmPassword: confirmation }));

/** Document 001: each required; the new one 6 to 100 characters (and not a common one); the confirmation equal. */
export function validatePassword(values: PasswordValues): Codes {
  const errors = passwordRules(values);
  if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'passwords_mismatch';
  }
  return errors;
}

// ---------- change mobile ----------
export interface PhoneValues {
  countryCode: string;
  phoneNumber: string;
  password: string;
}

export const emptyPhoneValues = (): PhoneValues => ({ countryCode: INDIA_DIAL_CODE, phoneNumber: '', password: '' });

const phoneRules = zodCodes(z.object({ countryCode, phoneNumber: phone, password: currentPassword }));

/** Country code, number (6 to 15 digits, 10 for +91) and the password. */
export function validatePhone(values: PhoneValues): Codes {
  const errors = phoneRules(values);
  if (!errors.phoneNumber && !errors.countryCode && !phoneFitsCode(values.countryCode, values.phoneNumber)) {
    errors.phoneNumber = `phone_too_short|${PHONE_MIN_DIGITS_INDIA}`;
  }
  return errors;
}

// ---------- change e-mail ----------
export interface EmailValues {
  email: string;
  password: string;
}

export const emptyEmailValues = (): EmailValues => ({ email: '', password: '' });

/** The new address (valid, at most 256 characters) and the password. */
export const validateEmail = zodCodes(z.object({ email, password: currentPassword }));

export interface CodeValues {
  otp: string;
}

/** The six-digit code sent to the new address. */
export const validateCode = zodCodes(z.object({ otp }));

// ---------- delete ----------
export interface DeleteValues {
  password: string;
}

/** Document 001: the password is required. */
export const validateDelete = zodCodes(z.object({ password: currentPassword }));

/** The dialling codes to offer: India's first, the member's current one, then every country's, each once. */
export function dialCodes(countries: readonly { code?: string | null }[], current?: string | null): string[] {
  const codes = new Set<string>([INDIA_DIAL_CODE]);
  if (current) codes.add(current);
  for (const country of countries) if (country.code) codes.add(country.code);
  return [...codes];
}
