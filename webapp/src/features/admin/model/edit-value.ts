import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BIRTH_DATE_PATTERN } from '../../../api/generated/rules/rules';

/**
 * The request types of an edit request (`GET /api/Request/Name`, migration/data/request_types.json), as
 * EditRequestBody documents their ids.
 */
export const REQUEST_TYPE = { firstName: 1, lastName: 2, birthDate: 3, gender: 4, other: 5 } as const;

const GENDER_LABELS: Record<string, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
};

/** A date of birth (`YYYY-MM-DD`) as the page's language writes a date, e.g. "12 Mar 1995"; null when it is none. */
export function birthDateText(value: string, locale: string): string | null {
  if (!BIRTH_DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-30 would roll over to 2 March: that is no date.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return new Intl.DateTimeFormat(locale === 'gu' ? 'gu-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    at,
  );
}

/**
 * An edit request's current or new value as moderators read it: a gender in words, a date of birth as a date, a name
 * or any other text as the member wrote it.
 */
export function editValueText(
  requestTypeId: number,
  value: string,
  translate: (d: MessageDescriptor) => string,
  locale: string,
): string {
  if (requestTypeId === REQUEST_TYPE.gender && Object.hasOwn(GENDER_LABELS, value)) {
    return translate(GENDER_LABELS[value]);
  }
  if (requestTypeId === REQUEST_TYPE.birthDate) return birthDateText(value, locale) ?? value;
  return value;
}
