import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '../locales/en/messages';
import { messages as guMessages } from '../locales/gu/messages';
import { RULE_CODES, ruleMessage, ruleMessageOrText } from './rule-messages';

const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
const gu = setupI18n({ locale: 'gu', messages: { gu: guMessages } });

// A sample with plausible parameters for every code, so no code is left without a message.
const samples: Record<(typeof RULE_CODES)[number], string> = {
  required: 'required',
  too_short: 'too_short|6',
  too_long: 'too_long|30',
  invalid_name: 'invalid_name',
  invalid_email: 'invalid_email',
  invalid_phone: 'invalid_phone',
  phone_too_short: 'phone_too_short|10',
  phone_too_long: 'phone_too_long|15',
  invalid_country_code: 'invalid_country_code',
  invalid_otp: 'invalid_otp',
  password_too_common: 'password_too_common',
  passwords_mismatch: 'passwords_mismatch',
  under_age: 'under_age|18',
  too_old: 'too_old|70',
  invalid_date: 'invalid_date',
  invalid_time: 'invalid_time',
  out_of_range: 'out_of_range|18|70',
  invalid_profile_id: 'invalid_profile_id',
  invalid_choice: 'invalid_choice',
  terms_required: 'terms_required',
  not_a_number: 'not_a_number',
  range_order: 'range_order',
  too_many: 'too_many|50',
  duplicate: 'duplicate',
  use_edit_request: 'use_edit_request',
  invalid_url: 'invalid_url',
  direction_controls: 'direction_controls',
  letter_too_long: 'letter_too_long|30',
};

describe('ruleMessage', () => {
  it('puts the parameters of a code into the English message', () => {
    expect(ruleMessage('too_short|6', en)).toBe('Please enter at least 6 characters.');
    expect(ruleMessage('too_long|30', en)).toBe('Please enter no more than 30 characters.');
    expect(ruleMessage('out_of_range|18|70', en)).toBe('Please enter a value between 18 and 70.');
  });

  it("words the age rule as document 001 does, in both languages", () => {
    expect(ruleMessage('under_age|18', en)).toBe('Age should be greater or equal to 18 year.');
    expect(ruleMessage('under_age|18', gu)).toBe('ઉંમર 18 વર્ષ કે તેથી વધુ હોવી જોઈએ.');
  });

  it('answers in Gujarati when Gujarati is active', () => {
    expect(ruleMessage('required', gu)).toBe('આ માહિતી ભરવી જરૂરી છે.');
    expect(ruleMessage('phone_too_short|10', gu)).toBe('ફોન નંબરમાં ઓછામાં ઓછા 10 અંક હોવા જોઈએ.');
  });

  it.each(RULE_CODES)('has a distinct message for %s in both languages', (code) => {
    const sample = samples[code];
    const english = ruleMessage(sample, en);
    const gujarati = ruleMessage(sample, gu);
    expect(english).toBeTruthy();
    expect(gujarati).toBeTruthy();
    expect(english).not.toBe(sample);
    expect(gujarati).not.toBe(english);
    expect(gujarati).toMatch(/[\u0A80-\u0AFF]/);
  });

  it('asks for an https address when a link is refused', () => {
    expect(ruleMessage('invalid_url', en)).toBe('Please enter a web address that starts with https://.');
  });

  it('does not recognise text that is not a code', () => {
    expect(ruleMessage('The e-mail is already registered.', en)).toBeUndefined();
    expect(ruleMessageOrText('The e-mail is already registered.', en)).toBe('The e-mail is already registered.');
  });
});
