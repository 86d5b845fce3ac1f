import type { ProfileGap } from '../api/generated/rules/types/ProfileGap';
import { oneOf } from './search-readers';

/**
 * The tabs of an approved member's profile (document 001), which `/profile?tab=…` opens. Apart from the page's
 * component, because the route's search parser loads with the route tree, before any page.
 */
export const PROFILE_TABS = ['personal', 'family', 'professional', 'photo'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab of `/profile?tab=…`, or undefined (the first tab) for anything else. */
export function profileTabOf(value: unknown): ProfileTab | undefined {
  return oneOf(PROFILE_TABS, value);
}

/** Where a part of the profile named by the completeness meter is filled in (rule 53). */
export type GapTarget =
  | { to: '/profile'; tab: ProfileTab }
  | { to: '/profile/photos' }
  | { to: '/profile/partner-preferences' };

/**
 * The page (and tab) where each gap is filled: photos on My photos (which holds them all, the profile's Photo tab only
 * the main one), education and "about me" on the Professional tab, family, native place and mosal, gol and lifestyle
 * on the Lifestyle & family tab, partner preferences on their page.
 */
export function gapTarget(gap: ProfileGap): GapTarget {
  switch (gap) {
    case 'photo':
      return { to: '/profile/photos' };
    case 'education':
    case 'about':
      return { to: '/profile', tab: 'professional' };
    case 'family':
    case 'native_place':
    case 'gol':
    case 'lifestyle':
      return { to: '/profile', tab: 'family' };
    case 'preferences':
      return { to: '/profile/partner-preferences' };
  }
}
