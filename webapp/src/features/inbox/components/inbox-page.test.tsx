import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxService, type MatchCard, type MatchList } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { INBOX_PAGE_SIZE, getInboxPagesQueryOptions } from '../api/get-inbox-lists';
import type { InboxTab } from '../model/tabs';
import { InboxPage } from './inbox-page';

// jsdom has no ResizeObserver, which Mantine's tabs use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const card = (memberId: number): MatchCard => ({
  memberId,
  profileId: `PT${String(100000 + memberId)}`,
  firstName: 'Meera',
  lastName: `Patel ${memberId}`,
  age: 27,
  photoBlurred: false,
  badges: [],
  createdBy: 'self',
  deleted: false,
  isShortlisted: false,
  outsidePreferences: false,
  connection: { requestId: 500 + memberId, status: 'received', createdOn: '2026-11-21T10:15:00Z', sent: false },
  match: { score: 0, mine: [], theirs: [] },
});

const page = (ids: number[], patch: Partial<MatchList> = {}): MatchList => ({
  result: ids.map(card),
  totalCount: ids.length,
  totalCountCapped: false,
  hasMore: false,
  ...patch,
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** The card the route hands in, as a stub: which member, and whether it is a blocked one. */
function StubCard({ card: c, blocked }: { card: MatchCard; blocked?: boolean }) {
  return <div data-testid="stub-card" data-member-id={c.memberId} data-blocked={String(Boolean(blocked))} />;
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="stub-card"]')];

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('InboxPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  /** As the route does: the tab's first page loaded, then the page. */
  async function show(tab: InboxTab, first: MatchList) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(getInboxPagesQueryOptions(tab).queryKey, { pages: [first], pageParams: [1] });
    const view = await renderAt(
      `/inbox?tab=${tab}`,
      <QueryClientProvider client={client}>
        <InboxPage tab={tab} Card={StubCard} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return view;
  }

  it('has the five tabs, the current one chosen, and the cards of its list', async () => {
    await show('received', page([1, 2]));
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.dataset.testid)).toEqual([
      'inbox-tab-accepted',
      'inbox-tab-received',
      'inbox-tab-sent',
      'inbox-tab-declined',
      'inbox-tab-blocked',
    ]);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Accepted', 'Requests', 'Sent', 'Declined', 'Blocked']);
    expect(find('inbox-tab-received')?.getAttribute('aria-selected')).toBe('true');
    expect(find('inbox-list-received')).not.toBeNull();
    expect(find('inbox-total')?.textContent).toBe('2 members');
    expect(cards().map((c) => [c.dataset.memberId, c.dataset.blocked])).toEqual([
      ['1', 'false'],
      ['2', 'false'],
    ]);
    expect(document.title).toContain('Inbox');
  });

  it('says so when a tab is empty, in the words of that tab', async () => {
    await show('received', page([]));
    expect(find('inbox-empty')?.textContent).toBe('No requests received yet.');
    expect(cards()).toHaveLength(0);
    unmount();
    await show('blocked', page([]));
    expect(find('inbox-empty')?.textContent).toBe('You have not blocked anyone.');
  });

  it('hands the Blocked tab its cards as blocked ones (Unblock, no Connect)', async () => {
    await show('blocked', page([7]));
    expect(cards().map((c) => c.dataset.blocked)).toEqual(['true']);
  });

  it('puts the chosen tab in the address', async () => {
    const { router } = await show('received', page([1]));
    await act(async () => find('inbox-tab-sent')?.click());
    await settle();
    expect(router.state.location.pathname).toBe('/inbox');
    expect(router.state.location.search).toEqual({ tab: 'sent' });
  });

  it('"Show more" appends the next page of the tab', async () => {
    const list = vi.spyOn(InboxService, 'listSentRequests').mockResolvedValue(page([101, 102]) as never);
    await show('sent', page(range(1, INBOX_PAGE_SIZE), { hasMore: true, totalCount: INBOX_PAGE_SIZE + 2 }));
    expect(cards()).toHaveLength(INBOX_PAGE_SIZE);
    await act(async () => find('show-more')?.click());
    await settle();
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0].requestBody).toEqual({ pageIndex: 2, pageSize: INBOX_PAGE_SIZE });
    expect(cards().map((c) => Number(c.dataset.memberId))).toEqual([...range(1, INBOX_PAGE_SIZE), 101, 102]);
    expect(find('show-more')).toBeNull();
  });
});
