import type { I18n } from '@lingui/core';
import { serverFieldErrors } from '../../../components/profile-form/form-errors';

/**
 * A failed call's field errors go under their fields; the alert above the form shows the rest: a refusal (422) with
 * the server's translated detail, a 429, a network failure, or field errors about fields this form does not have.
 */
export function alertError(error: unknown, fields: readonly string[], i18n: I18n): unknown {
  if (!error) return null;
  return Object.keys(serverFieldErrors(error, fields, i18n)).length > 0 ? null : error;
}
