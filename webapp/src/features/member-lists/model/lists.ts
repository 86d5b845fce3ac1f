import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The three lists of members in the profile area (document 001): my shortlist, who shortlisted me, who visited me. */
export const MEMBER_LIST_KINDS = ['shortlist', 'shortlistedMe', 'visitedMe'] as const;
export type MemberListKind = (typeof MEMBER_LIST_KINDS)[number];

export interface MemberListInfo {
  /** The list's own page. */
  path: '/profile/shortlist' | '/profile/shortlistedMe' | '/profile/visitedMe';
  title: MessageDescriptor;
  /** One line under the title: who is in the list, in which order. */
  description: MessageDescriptor;
  /** What the list says when it has nobody. */
  empty: MessageDescriptor;
}

export const MEMBER_LISTS: Readonly<Record<MemberListKind, MemberListInfo>> = {
  shortlist: {
    path: '/profile/shortlist',
    title: msg`My shortlist`,
    description: msg`Members you shortlisted, the latest first.`,
    empty: msg`You have not shortlisted anyone yet. Shortlist a member from their profile to find them here again.`,
  },
  shortlistedMe: {
    path: '/profile/shortlistedMe',
    title: msg`Who shortlisted me`,
    description: msg`Members who added you to their shortlist, the latest first.`,
    empty: msg`No one has shortlisted you yet.`,
  },
  visitedMe: {
    path: '/profile/visitedMe',
    title: msg`Who visited my profile`,
    description: msg`Members who opened your profile, the latest visit first.`,
    empty: msg`No one has visited your profile yet.`,
  },
};
