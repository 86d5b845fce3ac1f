import type { I18n } from '@lingui/core';
import { ApiError } from '../../../api/generated/client';
import { problemFieldErrors } from '../../../lib/problem';
import { ruleMessageOrText } from '../../../lib/rule-messages';

/** 422: a business rule refused the request (a wrong password or code); nothing changed. */
const RULE_VIOLATED = 422;

function detailOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('detail' in body)) return '';
  return typeof body.detail === 'string' ? body.detail.trim() : '';
}

/**
 * The server's refusal, field by field, for the fields a form has: the message to show under each.
 *
 * A 422 names its field (`currentPassword` for a wrong password) but says why in `detail` ("The current password is
 * not correct. Nothing was changed."), which is what the member should read under that field. `ruleField`: the field
 * a 422 that names none is about (a wrong code on the code step).
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  i18n: I18n,
  ruleField?: string,
): Record<string, string> {
  const ruleRefusal = error instanceof ApiError && error.status === RULE_VIOLATED;
  const detail = detailOf(error);
  const result: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(problemFieldErrors(error))) {
    if (!fields.includes(field) || first === undefined) continue;
    result[field] = ruleRefusal && detail !== '' ? detail : ruleMessageOrText(first, i18n);
  }
  if (ruleRefusal && ruleField && detail !== '' && Object.keys(problemFieldErrors(error)).length === 0) {
    result[ruleField] = detail;
  }
  return result;
}

