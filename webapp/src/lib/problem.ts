import { i18n as defaultI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ruleMessageOrText } from './rule-messages';

/** An RFC 9457 problem body as the Sagpan server sends it. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: Record<string, string[] | string> | null;
}

export const noResponseMessage = msg`Something went wrong, Please retry and still persist error contact administrator.`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problem body inside whatever was thrown: the generated client's ApiError keeps it in `body`. */
function problemBody(error: unknown): unknown {
  if (isRecord(error) && 'body' in error && error.body !== undefined && error.body !== null) {
    return error.body;
  }
  return error;
}

function flattenErrors(errors: unknown, i18n: I18n): string[] {
  if (!isRecord(errors)) return [];
  return Object.values(errors)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => ruleMessageOrText(value, i18n));
}

/**
 * The messages to show for a failed call, one per line: the field errors when there are any, else the detail, else the
 * general "something went wrong" text (also used when no answer came back at all).
 */
export function problemMessages(error: unknown, i18n: I18n = defaultI18n): string[] {
  const body = problemBody(error);

  if (typeof body === 'string' && body.trim() !== '') {
    return [body.trim()];
  }
  if (isRecord(body)) {
    const fieldMessages = flattenErrors(body.errors, i18n);
    if (fieldMessages.length > 0) return fieldMessages;
    if (typeof body.detail === 'string' && body.detail.trim() !== '') return [body.detail.trim()];
  }
  return [i18n._(noResponseMessage)];
}
