import type { z } from 'zod';
import { ADULT_AGE, BIRTH_DATE_PATTERN, MAX_AGE, parseDate, type SimpleDate } from '../../../api/generated/rules/rules';

/**
 * Helpers shared by the wizard's steps. Form values keep what the inputs hold (select ids as strings, '' for an empty
 * text); the payload builders turn them into the server's types.
 */

export type YesNo = 'yes' | 'no';
export type GenderValue = 'male' | 'female';

/** A field's error as a rule code (`required`, `too_long|30`, …); the component turns codes into words. */
export type FieldCodes = Record<string, string>;

/** One check per field: the schema and the value, or undefined for a field that is hidden or left empty. */
export type FieldChecks = Record<string, readonly [z.ZodType, unknown] | undefined>;

/** Runs every check independently and keeps the first code of each failing field. */
export function fieldErrors(checks: FieldChecks): FieldCodes {
  const errors: FieldCodes = {};
  for (const [field, check] of Object.entries(checks)) {
    if (!check) continue;
    const [schema, value] = check;
    const result = schema.safeParse(value);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? 'required';
  }
  return errors;
}

export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** The trimmed text, or null when it is blank (optional text fields are sent as null). */
export function textOrNull(value: string | null | undefined): string | null {
  const text = trimmed(value);
  return text === '' ? null : text;
}

/** A select's id as a number, or null when nothing is chosen. */
export function idOrNull(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

/** The id of a saved value as a select's string value. */
export function idValue(id: number | null | undefined): string | null {
  return id === null || id === undefined ? null : String(id);
}

export function yesNoValue(value: boolean | null | undefined): YesNo | null {
  if (value === null || value === undefined) return null;
  return value ? 'yes' : 'no';
}

export function genderValue(value: boolean | null | undefined): GenderValue | null {
  if (value === null || value === undefined) return null;
  return value ? 'male' : 'female';
}

/** Today as the server sees it: India time (UTC+05:30), whatever the browser's time zone. */
export function indiaToday(now: Date = new Date()): SimpleDate {
  const india = new Date(now.getTime() + (5 * 60 + 30) * 60 * 1000);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(date: SimpleDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

function yearsBefore(today: SimpleDate, years: number): SimpleDate {
  const year = today.year - years;
  // 29 February of a year that has none becomes 28 February (the person is of age on that day).
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = today.month === 2 && today.day === 29 && !leap ? 28 : today.day;
  return { year, month: today.month, day };
}

/** The latest birth date of someone ADULT_AGE today, and the earliest of someone MAX_AGE: the date picker's range. */
export function birthDateRange(today: SimpleDate): { min: string; max: string } {
  return { min: isoDate(yearsBefore(today, MAX_AGE)), max: isoDate(yearsBefore(today, ADULT_AGE)) };
}

/** Reads what a member types: DD-MM-YYYY, DD/MM/YYYY or DD.MM.YYYY (as Indians write dates) or YYYY-MM-DD. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (BIRTH_DATE_PATTERN.test(value)) return parseDate(value) ? value : null;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  const iso = isoDate(date);
  return parseDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` as Indians write it: DD-MM-YYYY. */
export function displayDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}
