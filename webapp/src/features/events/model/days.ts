import { indiaToday, isoDate } from '../../../components/profile-form/model/fields';
import { formatTime } from '../../../lib/relative-time';

/**
 * An event's days are plain dates (`YYYY-MM-DD`, India's: docs/rules.md rules 25 and 49), not instants. They are
 * written out as the rest of the app writes dates (gu-IN, en-IN), read at midnight UTC and formatted in UTC, so that a
 * browser west of Greenwich does not show the day before.
 */
export function formatDay(day: string | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return formatTime(`${day}T00:00:00Z`, locale, { ...options, timeZone: 'UTC' });
}

/** The day of an event in full, with its weekday: "Sunday, 20 December 2026". */
export const fullDay = (day: string | null | undefined, locale: string) => formatDay(day, locale, { dateStyle: 'full' });

/** A day in lists and the registration window: "20 Dec 2026". */
export const shortDay = (day: string | null | undefined, locale: string) =>
  formatDay(day, locale, { dateStyle: 'medium' });

/** Today as the server counts days (India), `YYYY-MM-DD`. */
export const todayInIndia = (now: Date = new Date()): string => isoDate(indiaToday(now));

/** Whether registration is open on `today`: from the day it opens to the end of the day it closes. */
export function windowOpen(event: { opensOn: string; closesOn: string }, today: string): boolean {
  return event.opensOn <= today && today <= event.closesOn;
}

/** How many places are left: never below none. */
export function placesLeft(event: { capacity: number; registered: number }): number {
  return Math.max(0, event.capacity - event.registered);
}
