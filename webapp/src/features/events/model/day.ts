import type { DayMark, EventView } from '../../../api/generated/client';
import { EVENT_LISTED_DAYS_AFTER, eventNumber } from '../../../api/generated/rules/rules';

/**
 * The day of an event (docs/rules.md rule 49): registrants mark event numbers on the day, and confirm mutual marks from
 * the day until a week after. Days are India's `YYYY-MM-DD`, so they compare as strings.
 */

/** The day `days` after `day` (`YYYY-MM-DD`), counted in UTC as plain dates are. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whether the member's event card offers the day page: registered, from the event's day until a week after. */
export function dayPageOpen(event: Pick<EventView, 'standing' | 'heldOn'>, today: string): boolean {
  return (
    event.standing === 'registered' && event.heldOn <= today && today <= addDays(event.heldOn, EVENT_LISTED_DAYS_AFTER)
  );
}

/**
 * The event number typed on the day page (international or Gujarati digits), checked by the shared rule (1 to 99,999,
 * whole): the number, or the rule code the field shows (`required`, `not_a_number`, `out_of_range|1|99999`).
 */
export function parseEventNumber(text: string): { value: number } | { code: string } {
  // A Gujarati keyboard types Gujarati digits (U+0AE6 to U+0AEF); the booklet prints international ones: both are the
  // same number.
  const trimmed = text.trim().replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - 0x0ae6));
  if (trimmed === '') return { code: 'required' };
  if (!/^\d+$/.test(trimmed)) return { code: 'not_a_number' };
  const value = Number(trimmed);
  const checked = eventNumber.safeParse(value);
  if (!checked.success) return { code: checked.error.issues[0]?.message ?? 'not_a_number' };
  return { value };
}

/** Where a mark stands, for its badge and its button. */
export type MarkState = 'marked' | 'mutual' | 'confirmed' | 'connected';

export function markState(mark: Pick<DayMark, 'mutual' | 'confirmed' | 'connectedMemberId'>): MarkState {
  if (mark.connectedMemberId !== null && mark.connectedMemberId !== undefined) return 'connected';
  if (mark.confirmed) return 'confirmed';
  return mark.mutual ? 'mutual' : 'marked';
}

/** Mutual marks first (they ask for something), then by number. */
export function sortedMarks<T extends Pick<DayMark, 'mutual' | 'eventNumber'>>(marks: readonly T[]): T[] {
  return [...marks].sort((a, b) => Number(b.mutual) - Number(a.mutual) || a.eventNumber - b.eventNumber);
}
