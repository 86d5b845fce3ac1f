/** Sagpan's support desk, shown on the contact page. */
export const SUPPORT_EMAIL = 'support@sagpan.in';
export const SUPPORT_PHONE = '+91 79 4000 1234';
/** The phone number as a tel: link wants it: no spaces. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;
/** Support answers within this many hours on working days. */
export const SUPPORT_REPLY_HOURS = 12;

/** The social networks the footer links to; the icons are drawn in src/components/layout/social-links.tsx. */
export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name, the same in every language. */
  name: string;
  href: string;
}

/** Sagpan's pages on the social networks (document 001's extended footer); WhatsApp reaches the support desk. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/sagpan.in' },
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/sagpan.in' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@sagpan' },
  { network: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/${SUPPORT_PHONE.replace(/\D/g, '')}` },
];
