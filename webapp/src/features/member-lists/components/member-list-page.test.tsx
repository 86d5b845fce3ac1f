import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileService, type MatchCard, type MatchList } from '../../../api/generated/client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { renderAt } from '../../../testing/render-at';
import { MEMBER_LIST_PAGE_SIZE, getMemberListPagesQueryOptions } from '../api/get-member-lists';
import { MEMBER_LISTS, type MemberListKind } from '../model/lists';
import { MemberListPage } from './member-list-page';

// jsdom has no ResizeObserver, which Mantine's tabs (the profile navigation) use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const card = (memberId: number, patch: Partial<MatchCard> = {}): MatchCard => ({
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
  match: { score: 100, mine: [], theirs: [] },
  ...patch,
});

const page = (cards: MatchCard[], patch: Partial<MatchList> = {}): MatchList => ({
  result: cards,
  totalCount: cards.length,
  totalCountCapped: false,
  hasMore: false,
  ...patch,
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));

/** The route hands in the matches' card; here a card that shows what it was given. */
function StubCard({ card: c }: { card: MatchCard }) {
  return (
    <article data-testid="stub-card" data-member-id={c.memberId} data-last-visited={c.lastVisitedOn ?? ''}>
      {c.firstName} {c.lastName}
    </article>
  );
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const shownIds = () => all('stub-card').map((element) => Number(element.dataset.memberId));

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('MemberListPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  /** As the route does: the first page loaded, then the page. */
  async function show(kind: MemberListKind) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.ensureInfiniteQueryData(getMemberListPagesQueryOptions(kind));
    const view = await renderAt(
      MEMBER_LISTS[kind].path,
      <QueryClientProvider client={client}>
        <MemberListPage kind={kind} Card={StubCard} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return client;
  }

  it('my shortlist: a page of cards, "Show more" appends the next, under the profile tabs', async () => {
    const list = vi
      .spyOn(ProfileService, 'listShortlisted')
      .mockResolvedValueOnce(page(range(1, MEMBER_LIST_PAGE_SIZE), { totalCount: 14, hasMore: true }) as never)
      // The list moved meanwhile: member 12 comes again on page 2 and is shown once.
      .mockResolvedValueOnce(page([card(12), card(13), card(14)], { totalCount: 14 }) as never);
    await show('shortlist');

    expect(list.mock.calls[0]?.[0].requestBody).toEqual({ pageIndex: 1, pageSize: MEMBER_LIST_PAGE_SIZE });
    expect(find('profile-nav-shortlist')?.getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('h1')?.textContent).toBe('My shortlist');
    expect(find('member-list-total')?.textContent).toBe('14 members');
    expect(shownIds()).toHaveLength(MEMBER_LIST_PAGE_SIZE);

    await act(async () => find('show-more')?.click());
    await settle();
    expect(list.mock.calls.map(([call]) => call.requestBody.pageIndex)).toEqual([1, 2]);
    expect(shownIds()).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(find('show-more')).toBeNull();
  });

  it('says so when no one has shortlisted the member, and one member as one', async () => {
    vi.spyOn(ProfileService, 'listShortlistedMe').mockResolvedValueOnce(page([]) as never);
    await show('shortlistedMe');
    expect(find('member-list-empty')?.textContent).toBe('No one has shortlisted you yet.');
    expect(find('member-list-total')).toBeNull();
    expect(find('profile-nav-shortlistedMe')?.getAttribute('aria-selected')).toBe('true');
    unmount();

    vi.spyOn(ProfileService, 'listShortlistedMe').mockResolvedValueOnce(page([card(3)]) as never);
    await show('shortlistedMe');
    expect(find('member-list-total')?.textContent).toBe('1 member');
    expect(shownIds()).toEqual([3]);
  });

  it('who visited me: how often and when above each card, said once', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    const lastWeek = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    vi.spyOn(ProfileService, 'listVisitedMe').mockResolvedValueOnce(
      page([
        card(5, { lastVisitedOn: twoHoursAgo, visitCount: 3 }),
        card(6, { lastVisitedOn: lastWeek, visitCount: 1 }),
      ]) as never,
    );
    await show('visitedMe');

    const visitors = all('member-list-visitor');
    expect(visitors.map((element) => element.dataset.memberId)).toEqual(['5', '6']);
    const visits = all('member-list-visits');
    expect(visits.map((element) => element.textContent)).toEqual([
      'Visited 3 times, most recently 2 hours ago',
      'Visited once, last week',
    ]);
    expect(visits[0]?.dataset.count).toBe('3');
    // The card does not say "Viewed …" from the same time as well.
    expect(all('stub-card').map((element) => element.dataset.lastVisited)).toEqual(['', '']);
  });

  it('is under the matches key: a connection or shortlist change refreshes it', async () => {
    const list = vi
      .spyOn(ProfileService, 'listShortlisted')
      .mockResolvedValueOnce(page([card(1), card(2)]) as never)
      .mockResolvedValueOnce(page([card(2)]) as never);
    const client = await show('shortlist');
    expect(shownIds()).toEqual([1, 2]);

    await act(async () => client.invalidateQueries({ queryKey: QUERY_KEYS.matches }));
    await settle();
    expect(list).toHaveBeenCalledTimes(2);
    expect(shownIds()).toEqual([2]);
  });
});
