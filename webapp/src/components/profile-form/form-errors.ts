import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/generated/client';
import { problemDetail, problemFieldErrors } from '../../lib/problem';
import { ruleMessageOrText } from '../../lib/rule-messages';
import type { FieldCodes } from './model/fields';

/** Rule codes (`too_long|30`) as translated messages, field by field. */
export function translateCodes(codes: FieldCodes, i18n: I18n): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, ruleMessageOrText(code, i18n)]));
}

/** The server's field errors (problem+json `errors`) for the fields this form has, ready to show under them. */
export function serverFieldErrors(error: unknown, fields: readonly string[], i18n: I18n): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(problemFieldErrors(error))) {
    if (fields.includes(field) && first !== undefined) result[field] = ruleMessageOrText(first, i18n);
  }
  return result;
}

/** 422: a business rule refused the request (a wrong password or code); nothing changed. */
const RULE_VIOLATED = 422;

/**
 * Like serverFieldErrors, for forms whose refusals name their field: a 422 names it (`currentPassword` for a wrong
 * password) but says why in `detail` ("The current password is not correct. Nothing was changed."), which is what the
 * member should read under that field. `ruleField`: the field a 422 that names none is about (a wrong code).
 */
export function ruleFieldErrors(
  error: unknown,
  fields: readonly string[],
  i18n: I18n,
  ruleField?: string,
): Record<string, string> {
  const placed = serverFieldErrors(error, fields, i18n);
  const detail = problemDetail(error);
  if (!(error instanceof ApiError) || error.status !== RULE_VIOLATED || detail === '') return placed;
  if (ruleField && Object.keys(problemFieldErrors(error)).length === 0) return { [ruleField]: detail };
  return Object.fromEntries(Object.keys(placed).map((field) => [field, detail]));
}

/**
 * The failure for the alert above a form: none when its errors already stand under their fields (`placed`), else the
 * whole failure (a refusal with the server's detail, a 429, a network failure, errors about fields the form lacks).
 */
export function alertError(error: unknown, placed: Record<string, string>): unknown {
  if (!error) return null;
  return Object.keys(placed).length > 0 ? null : error;
}

/** Brings the first field with an error into view (after the errors have rendered). */
export function scrollToFirstError(): void {
  window.requestAnimationFrame(() => {
    const field = document.querySelector('[aria-invalid="true"], [data-error="true"], [data-testid="problem-alert"]');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
