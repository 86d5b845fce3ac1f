import type { FamilyPhone } from '../../../api/generated/client';

/** The digits of a phone with its country code, as `tel:` and WhatsApp want them (`+91 98250 12345` → `919825012345`). */
export function phoneDigits(phone: Pick<FamilyPhone, 'countryCode' | 'phoneNumber'>): string {
  return `${phone.countryCode}${phone.phoneNumber}`.replace(/\D/g, '');
}

/** A `tel:` link that a phone dials in one tap. */
export function callHref(phone: Pick<FamilyPhone, 'countryCode' | 'phoneNumber'>): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** WhatsApp's click-to-chat link, with the greeting ready to send. */
export function whatsAppHref(phone: Pick<FamilyPhone, 'countryCode' | 'phoneNumber'>, greeting: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/** The number as people read it: the country code, a space, the number. */
export function shownNumber(phone: Pick<FamilyPhone, 'countryCode' | 'phoneNumber'>): string {
  return `${phone.countryCode} ${phone.phoneNumber}`.trim();
}
