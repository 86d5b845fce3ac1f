import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookletContact, EventFor, EventView } from '../../../api/generated/client';
import type { LookupItem } from '../../../lib/lookups/lookup-lists';

/** Whom an event is for (rule 49), in the order the organisers' form offers them. */
export const EVENT_FOR = ['both', 'brides', 'grooms'] as const satisfies readonly EventFor[];

export const EVENT_FOR_LABELS: Readonly<Record<EventFor, MessageDescriptor>> = {
  both: msg`Brides and grooms`,
  brides: msg`Brides only`,
  grooms: msg`Grooms only`,
};

/** How the booklet lets families reach a registrant (rule 49). */
export const BOOKLET_CONTACTS = ['desk', 'family'] as const satisfies readonly BookletContact[];

/** The ages who may register, on the day of the event: both ends, one, or none (any adult). */
export function agesLabel(minAge: number | null | undefined, maxAge: number | null | undefined): MessageDescriptor {
  if (minAge != null && maxAge != null) return msg`${minAge} to ${maxAge} years on the day of the event`;
  if (minAge != null) return msg`${minAge} years or older on the day of the event`;
  if (maxAge != null) return msg`Up to ${maxAge} years on the day of the event`;
  return msg`Any age`;
}

/**
 * The names of the items chosen (`ids`) from a reference list, in the list's order; an id the list does not hold
 * (an item since withdrawn, or a list not loaded) is left out rather than shown as a number. Empty means "any".
 */
export function namesOf(ids: readonly number[], list: readonly LookupItem[] | undefined): string[] {
  const chosen = new Set(ids);
  return (list ?? []).filter((item) => chosen.has(item.id)).map((item) => item.name);
}

/** The venue and the village or gol the event is for, joined by a middle dot (either may be missing). */
export function whereOf(event: Pick<EventView, 'venue' | 'place'>): string {
  return [event.venue, event.place].filter((part) => part && part.trim()).join(' · ');
}
