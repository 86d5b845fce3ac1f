/** Sagpan's support desk, shown on the contact page. */
export const SUPPORT_EMAIL = 'support@sagpan.in';
export const SUPPORT_PHONE = '+91 79 4000 1234';
/** The phone number as a tel: link wants it: no spaces. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;
/** Support answers within this many hours on working days. */
export const SUPPORT_REPLY_HOURS = 12;
