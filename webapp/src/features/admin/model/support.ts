import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketStatus } from '../../../api/generated/rules/types/TicketStatus';
import { TICKET_STATUSES } from './list-search';

// In list-search.ts, which the route tree loads up front (this module's labels load with the moderators' pages).
export { DEFAULT_TICKET_STATUS, TICKET_STATUSES } from './list-search';

export const TICKET_STATUS_LABELS: Record<TicketStatus, MessageDescriptor> = {
  open: msg`Open`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'orange',
  answered: 'blue',
  closed: 'gray',
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return (TICKET_STATUSES as readonly unknown[]).includes(value);
}

/** A status as moderators read it; one this build does not know is shown as it is. */
export function ticketStatusLabel(status: string, translate: (d: MessageDescriptor) => string): string {
  return isTicketStatus(status) ? translate(TICKET_STATUS_LABELS[status]) : status;
}

export function ticketStatusColor(status: string): string {
  return isTicketStatus(status) ? TICKET_STATUS_COLORS[status] : 'gray';
}

/** "First Last", or `fallback` (the profile id) when both are empty. */
export function personName(firstName: string, lastName: string, fallback: string): string {
  return `${firstName} ${lastName}`.trim() || fallback;
}

/** A phone number as written on a card: "+91 9825012345". */
export function phoneText(countryCode: string, mobile: string): string {
  return `${countryCode.trim()} ${mobile.trim()}`.trim();
}

/** A `tel:` link that a phone dials as it is: the plus, then digits only ("tel:+919825012345"). */
export function phoneHref(countryCode: string, mobile: string): string {
  const digits = `${countryCode}${mobile}`.replace(/\D/g, '');
  return `tel:+${digits}`;
}

/** A `mailto:` link; the address is encoded so that a `?` or `&` in it cannot add a subject or a copy. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}

const LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  gu: msg`Gujarati`,
  en: msg`English`,
};

/** The language a visitor wrote in (`gu`, `en`), in words; anything else as it is. */
export function languageLabel(language: string, translate: (d: MessageDescriptor) => string): string {
  return Object.hasOwn(LANGUAGE_LABELS, language) ? translate(LANGUAGE_LABELS[language]) : language;
}
