import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The inbox's tabs (document 001: "Invitations: Accepted, Requests, Sent, Deleted", plus the blocked members to
 * unblock), in that order. The value is the address's `?tab=`.
 */
export const INBOX_TABS = ['accepted', 'received', 'sent', 'declined', 'blocked'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** The tab of a bare /inbox: the requests that wait for the member's answer. */
export const DEFAULT_INBOX_TAB: InboxTab = 'received';

export interface InboxTabInfo {
  label: MessageDescriptor;
  /** One line above the cards: who is in the tab, in which order. */
  description: MessageDescriptor;
  empty: MessageDescriptor;
}

export const INBOX_TAB_INFO: Readonly<Record<InboxTab, InboxTabInfo>> = {
  accepted: {
    label: msg`Accepted`,
    description: msg`Members you are connected with, the latest first. Their profile shows their parents' phone numbers.`,
    empty: msg`No connections yet. Members whose request you accept, or who accept yours, appear here.`,
  },
  received: {
    label: msg`Requests`,
    description: msg`Requests that other members sent you and that wait for your answer, the newest first.`,
    empty: msg`No requests received yet.`,
  },
  sent: {
    label: msg`Sent`,
    description: msg`Your requests that wait for an answer, the newest first. You can cancel a request until it is answered.`,
    empty: msg`No requests sent yet. Press Connect on a profile you like.`,
  },
  declined: {
    label: msg`Deleted`,
    description: msg`Requests declined, by you or by the other member, the latest first.`,
    empty: msg`No declined requests.`,
  },
  blocked: {
    label: msg`Blocked`,
    description: msg`Members you blocked: you do not see each other anywhere. Unblock a member to see each other again.`,
    empty: msg`You have not blocked anyone.`,
  },
};

export function isInboxTab(value: unknown): value is InboxTab {
  return typeof value === 'string' && (INBOX_TABS as readonly string[]).includes(value);
}

/** The address's search part: a known `tab`, else none (the default tab shows). */
export function parseInboxSearch(search: Record<string, unknown>): { tab?: InboxTab } {
  return isInboxTab(search.tab) ? { tab: search.tab } : {};
}
