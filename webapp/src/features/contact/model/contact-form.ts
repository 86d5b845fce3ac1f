import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  countryCode,
  email,
  INDIA_DIAL_CODE,
  message,
  personName,
  phone,
  phoneFitsCode,
  PHONE_MIN_DIGITS_INDIA,
} from '../../../api/generated/rules/rules';
import { ATTACHMENT_MAX_MB, attachmentsProblem, type AttachmentProblem } from '../../../lib/attachments';
import { ruleMessageOrText } from '../../../lib/rule-messages';

/**
 * The contact form's rules: the shared zod rules the server applies to the same fields (same codes, same limits), the
 * phone length for +91 that the server checks across the two fields, and the attachment checks of lib/attachments.
 */

/** What the form holds: the topic as the select's value (its id as text; null before one is chosen), the files. */
export interface ContactValues {
  topicId: string | null;
  fullName: string;
  email: string;
  countryCode: string;
  mobile: string;
  message: string;
  attachments: File[];
}

/** What goes to POST /api/Home/Contact (besides the captcha). */
export interface ContactRequest {
  topicId: number;
  fullName: string;
  email: string;
  countryCode: string;
  mobile: string;
  message: string;
  attachments: Blob[];
}

/** The fields the server may name in a 400's `errors`, each shown under its field. */
export const CONTACT_FIELDS = [
  'topicId',
  'fullName',
  'email',
  'countryCode',
  'mobile',
  'message',
  'attachments',
] as const;

export const emptyContactValues = (): ContactValues => ({
  topicId: null,
  fullName: '',
  email: '',
  countryCode: INDIA_DIAL_CODE,
  mobile: '',
  message: '',
  attachments: [],
});

/**
 * The request for `values`: the name, address and number without the spaces a paste leaves around them (the rules
 * are checked on these, so what is checked is what is sent), the message as written.
 */
export function contactRequest(values: ContactValues): ContactRequest {
  return {
    topicId: Number(values.topicId ?? 0),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    countryCode: values.countryCode,
    mobile: values.mobile.trim(),
    message: values.message,
    attachments: values.attachments,
  };
}

const fieldRules = z.object({
  // A topic is chosen from the server's list; 0 stands for "not chosen".
  topicId: z.number({ error: 'required' }).int({ error: 'required' }).positive({ error: 'required' }),
  fullName: personName,
  email,
  countryCode,
  mobile: phone,
  message,
});

/** Each failing field's first rule code (`too_long|30`, `phone_too_short|10`), checked as the server checks them. */
export function contactCodes(values: ContactValues): Record<string, string> {
  const request = contactRequest(values);
  const codes: Record<string, string> = {};
  const result = fieldRules.safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in codes)) codes[key] = issue.message;
    }
  }
  if (!codes.mobile && !codes.countryCode && !phoneFitsCode(request.countryCode, request.mobile)) {
    codes.mobile = `phone_too_short|${PHONE_MIN_DIGITS_INDIA}`;
  }
  return codes;
}

/**
 * The message under the attachments for a problem (lib/attachments: the form holds whatever was picked, and says
 * what is wrong with it), in the page's language.
 */
export function attachmentMessage(problem: AttachmentProblem, i18n: I18n): string {
  switch (problem.kind) {
    case 'too-many': {
      const max = problem.max;
      return i18n._(msg`You can attach at most ${max} files.`);
    }
    case 'too-large': {
      const name = problem.fileName;
      const max = ATTACHMENT_MAX_MB;
      return i18n._(msg`The file ${name} is larger than ${max} MB.`);
    }
    case 'wrong-type': {
      const name = problem.fileName;
      return i18n._(msg`The file ${name} is not a JPEG, PNG or PDF file.`);
    }
  }
}

/** @mantine/form's `validate`: the translated message under each failing field. */
export function validateContact(values: ContactValues, i18n: I18n): Record<string, string> {
  const errors = Object.fromEntries(
    Object.entries(contactCodes(values)).map(([field, code]) => [field, ruleMessageOrText(code, i18n)]),
  );
  const problem = attachmentsProblem(values.attachments);
  if (problem) errors.attachments = attachmentMessage(problem, i18n);
  return errors;
}
