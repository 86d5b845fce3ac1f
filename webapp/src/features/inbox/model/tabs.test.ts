import { describe, expect, it } from 'vitest';
import { INBOX_TABS, parseInboxSearch } from './tabs';

describe('INBOX_TABS', () => {
  it("are document 001's Accepted, Requests, Sent, Declined (its Deleted), then Blocked", () => {
    expect(INBOX_TABS).toEqual(['accepted', 'received', 'sent', 'declined', 'blocked']);
  });
});

describe('parseInboxSearch', () => {
  it('keeps a known tab', () => {
    for (const tab of INBOX_TABS) expect(parseInboxSearch({ tab })).toEqual({ tab });
  });
  it('drops anything else, so the default tab shows', () => {
    expect(parseInboxSearch({})).toEqual({});
    expect(parseInboxSearch({ tab: 'Received' })).toEqual({});
    expect(parseInboxSearch({ tab: 3 })).toEqual({});
    expect(parseInboxSearch({ tab: ['sent'] })).toEqual({});
  });
});
