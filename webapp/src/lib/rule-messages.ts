import { i18n as defaultI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The validation codes that the server and the shared zod rules produce. A code carries its parameters after `|`,
 * e.g. `too_short|6` or `out_of_range|18|70`; this file is the one place that turns them into words.
 */
export const RULE_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_name',
  'invalid_email',
  'invalid_phone',
  'phone_too_short',
  'phone_too_long',
  'invalid_country_code',
  'invalid_otp',
  'password_too_common',
  'passwords_mismatch',
  'under_age',
  'too_old',
  'invalid_date',
  'invalid_time',
  'out_of_range',
  'invalid_profile_id',
  'invalid_choice',
  'terms_required',
  'not_a_number',
  'range_order',
  'too_many',
  'duplicate',
  'use_edit_request',
  'invalid_url',
  'direction_controls',
  'letter_too_long',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

function describe(name: string, params: string[]): MessageDescriptor | undefined {
  const [first = '', second = ''] = params;
  switch (name) {
    case 'required':
      return msg`This field is required.`;
    case 'too_short': {
      const min = first;
      return msg`Please enter at least ${min} characters.`;
    }
    case 'too_long': {
      const max = first;
      return msg`Please enter no more than ${max} characters.`;
    }
    case 'invalid_name':
      return msg`Please use letters only.`;
    case 'invalid_email':
      return msg`Please enter a valid e-mail address.`;
    case 'invalid_phone':
      return msg`Please enter a valid phone number.`;
    case 'phone_too_short': {
      const min = first;
      return msg`The phone number must have at least ${min} digits.`;
    }
    case 'phone_too_long': {
      const max = first;
      return msg`The phone number can have at most ${max} digits.`;
    }
    case 'invalid_country_code':
      return msg`Please choose a valid country code.`;
    case 'invalid_otp':
      return msg`The code must be exactly 6 digits.`;
    case 'password_too_common':
      return msg`This password is too common. Please choose another one.`;
    case 'passwords_mismatch':
      return msg`The passwords do not match.`;
    case 'under_age': {
      // Document 001's wording, word for word (the server answers the same).
      const min = first;
      return msg`Age should be greater or equal to ${min} year.`;
    }
    case 'too_old': {
      const max = first;
      return msg`The age can be at most ${max} years.`;
    }
    case 'invalid_date':
      return msg`Please enter a valid date.`;
    case 'invalid_time':
      return msg`Please enter the time as hours and minutes, such as 06:45.`;
    case 'out_of_range': {
      const min = first;
      const max = second;
      return msg`Please enter a value between ${min} and ${max}.`;
    }
    case 'invalid_profile_id':
      return msg`Please enter a valid profile ID, for example PT104233.`;
    case 'invalid_choice':
      return msg`Please choose one of the options.`;
    case 'terms_required':
      return msg`Please accept the terms and conditions to continue.`;
    case 'not_a_number':
      return msg`Please enter a number.`;
    case 'range_order':
      return msg`The “to” value cannot be lower than the “from” value.`;
    case 'too_many': {
      const max = first;
      return msg`Please choose at most ${max} options.`;
    }
    case 'duplicate':
      return msg`The same option is chosen twice.`;
    case 'use_edit_request':
      return msg`To change this detail, send an edit request.`;
    case 'invalid_url':
      return msg`Please enter a web address that starts with https://.`;
    case 'direction_controls':
      return msg`The text holds invisible characters that change its direction (often copied in with it). Please remove them.`;
    case 'letter_too_long': {
      const max = first;
      return msg`One letter has too many signs joined to it. A letter can hold at most ${max} characters with its signs.`;
    }
    default:
      return undefined;
  }
}

/** The translated message for a rule code such as `too_long|30`, or undefined when the code is not one of ours. */
export function ruleMessage(code: string, i18n: I18n = defaultI18n): string | undefined {
  const [name = '', ...params] = code.trim().split('|');
  const descriptor = describe(name, params);
  return descriptor ? i18n._(descriptor) : undefined;
}

/** Like ruleMessage, but text that is not a code (already a sentence from the server) is returned unchanged. */
export function ruleMessageOrText(text: string, i18n: I18n = defaultI18n): string {
  return ruleMessage(text, i18n) ?? text;
}
