import type { I18n } from '@lingui/core';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import type { FieldCodes } from '../model/fields';

/** Rule codes (`too_long|30`) as translated messages, field by field. */
export function translateCodes(codes: FieldCodes, i18n: I18n): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, ruleMessageOrText(code, i18n)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's field errors (problem+json `errors`) for the fields this form has, ready to show under them. */
export function serverFieldErrors(error: unknown, fields: readonly string[], i18n: I18n): Record<string, string> {
  const body = isRecord(error) && 'body' in error ? error.body : undefined;
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (!fields.includes(field)) continue;
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string') result[field] = ruleMessageOrText(first, i18n);
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
