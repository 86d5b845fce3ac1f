import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventStanding, EventView } from '../../../api/generated/client';
import { shortDay, windowOpen } from './days';

/** What the standing's badge needs of an event. */
export type StandingOf = Pick<EventView, 'standing' | 'registration' | 'opensOn'>;

/**
 * Where the member stands with an event (docs/rules.md rule 49), in words for its badge: "Registered, number 12",
 * "Registration open", "Opens on 1 Dec 2026", "Full", "Registration closed", "Not for your profile", "Cancelled".
 * Organisers read the same words for their events (which are never `registered` nor `not_eligible` for them).
 */
export function standingLabel(event: StandingOf, locale: string): MessageDescriptor {
  switch (event.standing) {
    case 'registered': {
      const number = event.registration?.eventNumber;
      return number === undefined ? msg`Registered` : msg`Registered, number ${number}`;
    }
    case 'open':
      return msg`Registration open`;
    case 'not_yet_open': {
      const day = shortDay(event.opensOn, locale);
      return msg`Opens on ${day}`;
    }
    case 'closed':
      return msg`Registration closed`;
    case 'full':
      return msg`Full`;
    case 'not_eligible':
      return msg`Not for your profile`;
    case 'cancelled':
      return msg`Cancelled`;
  }
}

/** The badge's colour: green once registered, blue while one may register, grey or orange when one may not. */
export const STANDING_COLORS: Readonly<Record<EventStanding, string>> = {
  registered: 'teal',
  open: 'blue',
  not_yet_open: 'yellow',
  closed: 'gray',
  full: 'orange',
  not_eligible: 'gray',
  cancelled: 'red',
};

/** Which buttons the registration card offers. */
export interface RegistrationActions {
  /** Register with the choices made (the first time, or again after withdrawing). */
  register: boolean;
  /** Save changed choices, keeping the event number. */
  save: boolean;
  /** Withdraw, freeing the place (the number stays the member's). */
  withdraw: boolean;
}

/**
 * The registration card's buttons by where the member stands and today (India's day): Register while it is open to
 * them; once registered, Save choices and Withdraw until registration closes (the server refuses both afterwards,
 * 422 `registration_closed`); nothing otherwise.
 */
export function registrationActions(
  event: Pick<EventView, 'standing' | 'opensOn' | 'closesOn'>,
  today: string,
): RegistrationActions {
  if (event.standing === 'registered') {
    const open = windowOpen(event, today);
    return { register: false, save: open, withdraw: open };
  }
  return { register: event.standing === 'open', save: false, withdraw: false };
}
