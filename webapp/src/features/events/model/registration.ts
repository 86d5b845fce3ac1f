import type { BookletContact, EventView } from '../../../api/generated/client';
import { EVENT_PAGE_SIZE } from '../../../api/generated/rules/rules';

/** What a registrant lets the event's booklet show (rule 49): the body of `POST /api/Event/{eventId}/Register`. */
export interface BookletChoices {
  showPhoto: boolean;
  contact: BookletContact;
  showIncome: boolean;
}

/**
 * The choices the registration card starts from: the member's own while registered; otherwise the most private ones
 * (no photo, only the organisers' desk, no income), which the member opens up if they wish.
 */
export function choicesOf(event: Pick<EventView, 'registration'>): BookletChoices {
  const registration = event.registration;
  if (!registration) return { showPhoto: false, contact: 'desk', showIncome: false };
  return { showPhoto: registration.showPhoto, contact: registration.contact, showIncome: registration.showIncome };
}

/** Whether the choices on the card differ from those registered (Save choices has something to save). */
export function choicesChanged(event: Pick<EventView, 'registration'>, choices: BookletChoices): boolean {
  const registration = event.registration;
  if (!registration) return false;
  return (
    registration.showPhoto !== choices.showPhoto ||
    registration.contact !== choices.contact ||
    registration.showIncome !== choices.showIncome
  );
}

/** The organisers' list, this many events a page (rule 49), as shared/src/limits.rs says. */
export { EVENT_PAGE_SIZE };

/** How many pages the organisers' list of `total` events has (20 a page): at least one. */
export function eventPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / EVENT_PAGE_SIZE));
}
