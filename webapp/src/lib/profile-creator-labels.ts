import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileCreator } from '../api/generated/client';

/**
 * Who created and looks after a profile (docs/rules.md rule 46), shared by registration, the personal step, the
 * profile's tab and the search and preference filters. Others read it on cards and the detail in the server's words
 * ("Profile managed by her father").
 */
export const CREATOR_LABELS: Record<ProfileCreator, MessageDescriptor> = {
  self: msg`Self`,
  father: msg`Father`,
  mother: msg`Mother`,
  brother: msg`Brother`,
  sister: msg`Sister`,
  relative: msg`Relative`,
  friend: msg`Friend`,
};

/** Every creator, in the server's order. */
export const PROFILE_CREATORS = Object.keys(CREATOR_LABELS) as ProfileCreator[];

/** A value read from anywhere (an address, a saved form) as a creator, or undefined. */
export const creatorOf = (value: unknown): ProfileCreator | undefined =>
  PROFILE_CREATORS.find((creator) => creator === value);

/** The creators as a select's options, in the page's language. */
export const creatorOptions = (i18n: I18n) =>
  PROFILE_CREATORS.map((value) => ({ value, label: i18n._(CREATOR_LABELS[value]) }));
