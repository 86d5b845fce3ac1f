import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InboxTab } from './inbox-search';

// In inbox-search.ts, which the route tree loads up front (the texts below load with the inbox).
export { DEFAULT_INBOX_TAB, INBOX_TABS, isInboxTab, parseInboxSearch, type InboxTab } from './inbox-search';

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
    label: msg`Declined`,
    description: msg`Requests declined, by you or by the other member, the latest first.`,
    empty: msg`No declined requests.`,
  },
  blocked: {
    label: msg`Blocked`,
    description: msg`Members you blocked: you do not see each other anywhere. Unblock a member to see each other again.`,
    empty: msg`You have not blocked anyone.`,
  },
};
