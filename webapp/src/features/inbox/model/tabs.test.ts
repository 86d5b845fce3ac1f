import { describe, expect, it } from 'vitest';
import type { MatchList } from '../../../api/generated/client';
import { INBOX_TABS, nextPageIndex, parseInboxSearch } from './tabs';

const page = (count: number, hasMore: boolean): MatchList => ({
  result: Array.from({ length: count }, (_, i) => ({
    memberId: i + 1,
    profileId: `PT10000${i + 1}`,
    firstName: 'Meera',
    lastName: 'Patel',
    age: 27,
    photoBlurred: false,
    isShortlisted: false,
    match: { score: 0, mine: [], theirs: [] },
  })),
  totalCount: 30,
  totalCountCapped: false,
  hasMore,
});

describe('INBOX_TABS', () => {
  it("are document 001's Accepted, Requests, Sent, Deleted, then Blocked", () => {
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

describe('nextPageIndex', () => {
  it('asks for the next page while the server says there is more', () => {
    expect(nextPageIndex(page(12, true), [page(12, true)])).toBe(2);
    expect(nextPageIndex(page(12, true), [page(12, true), page(12, true)])).toBe(3);
    expect(nextPageIndex(page(6, false), [page(12, true), page(6, false)])).toBeUndefined();
    expect(nextPageIndex(page(0, true), [page(0, true)])).toBeUndefined();
  });
});
