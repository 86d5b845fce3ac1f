import { i18n as defaultI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, type Reason } from '../api/generated/client';
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

/**
 * The field errors of a validation problem (`errors` of problem+json), field by field, as the server sent them: rule
 * codes (`too_long|30`) or sentences. Empty when the failure has none.
 */
export function problemFieldErrors(error: unknown): Record<string, string[]> {
  const body = problemBody(error);
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (text): text is string => typeof text === 'string' && text.trim() !== '',
    );
    if (texts.length > 0) fields[field] = texts;
  }
  return fields;
}

/**
 * The problem's `reason`: why exactly the server refused, the one value the app branches on (typed by the OpenAPI
 * document's `Reason`, so a value the server never sends does not compile). Undefined when the failure is no problem
 * of the server's (no answer came back).
 */
export function problemReason(error: unknown): Reason | undefined {
  const body = problemBody(error);
  return isRecord(body) && typeof body.reason === 'string' ? (body.reason as Reason) : undefined;
}

/** The problem's `detail` (the server's translated sentence), trimmed; '' when it has none. */
export function problemDetail(error: unknown): string {
  const body = problemBody(error);
  return isRecord(body) && typeof body.detail === 'string' ? body.detail.trim() : '';
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
    const fieldMessages = Object.values(problemFieldErrors(body))
      .flat()
      .map((text) => ruleMessageOrText(text, i18n));
    if (fieldMessages.length > 0) return fieldMessages;
    const detail = problemDetail(body);
    if (detail !== '') return [detail];
  }
  return [i18n._(noResponseMessage)];
}

/**
 * Whether `error` is a call that failed (the server answered with a problem, or the network let it down) rather than a
 * fault in the app's own code: the first is the member's to retry, the second is "Something went wrong".
 */
export function isFailedCall(error: unknown): boolean {
  if (error instanceof ApiError) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
