/**
 * The inbox's tabs (document 001: "Invitations: Accepted, Requests, Sent, Deleted", plus the blocked members to
 * unblock), in that order. The value is the address's `?tab=`.
 */
export const INBOX_TABS = ['accepted', 'received', 'sent', 'declined', 'blocked'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** The tab of a bare /inbox: the requests that wait for the member's answer. */
export const DEFAULT_INBOX_TAB: InboxTab = 'received';

export function isInboxTab(value: unknown): value is InboxTab {
  return typeof value === 'string' && (INBOX_TABS as readonly string[]).includes(value);
}

/** The address's search part: a known `tab`, else none (the default tab shows). */
export function parseInboxSearch(search: Record<string, unknown>): { tab?: InboxTab } {
  return isInboxTab(search.tab) ? { tab: search.tab } : {};
}
