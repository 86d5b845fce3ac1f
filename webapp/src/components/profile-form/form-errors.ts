import type { I18n } from '@lingui/core';
import { problemFieldErrors } from '../../lib/problem';
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

/** Brings the first field with an error into view (after the errors have rendered). */
export function scrollToFirstError(): void {
  window.requestAnimationFrame(() => {
    const field = document.querySelector('[aria-invalid="true"], [data-error="true"], [data-testid="problem-alert"]');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
