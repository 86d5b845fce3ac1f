import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchService, type MatchCard, type MatchList } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { MATCH_PAGE_SIZE, getMatchPagesQueryOptions } from '../api/get-match-lists';
import type { MatchListKind } from '../model/lists';
import { MatchListPage } from './match-list-page';

const card = (memberId: number, patch: Partial<MatchCard> = {}): MatchCard => ({
  memberId,
  profileId: `PT${String(100000 + memberId)}`,
  firstName: 'Meera',
  lastName: `Patel ${memberId}`,
  age: 27,
  height: '5 ft 4 in',
  city: 'Ahmedabad',
  community: 'Kadva Patidar',
  maritalStatus: 1,
  photoBlurred: false,
  badges: [],
  createdBy: 'self',
  deleted: false,
  isShortlisted: false,
  outsidePreferences: false,
  match: { score: 100, mine: [{ criterion: 'age', label: 'Age: 24 – 30 years', met: true }], theirs: [] },
  ...patch,
});

const page = (ids: number[], patch: Partial<MatchList> = {}): MatchList => ({
  result: ids.map((id) => card(id)),
  totalCount: 15,
  totalCountCapped: false,
  hasMore: false,
  ...patch,
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="match-card"]')];

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('MatchListPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  /** As the route does: the first page loaded, then the page. */
  async function show(kind: MatchListKind) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.ensureInfiniteQueryData(getMatchPagesQueryOptions(kind));
    const view = await renderAt(
      '/matches/new',
      <QueryClientProvider client={client}>
        <MatchListPage kind={kind} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('"Show more" appends the next page below the cards already shown, until there is no more', async () => {
    const list = vi
      .spyOn(MatchService, 'listNewMatches')
      .mockResolvedValueOnce(page(range(1, MATCH_PAGE_SIZE), { hasMore: true }) as never)
      .mockResolvedValueOnce(page(range(101, 3), { hasMore: false }) as never);
    await show('new');
    expect(cards()).toHaveLength(MATCH_PAGE_SIZE);
    expect(find('match-total')?.textContent).toBe('15 members');

    await act(async () => find('show-more')?.click());
    await settle();

    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls.map(([call]) => call.requestBody.pageIndex)).toEqual([1, 2]);
    const ids = cards().map((element) => Number(element.dataset.memberId));
    expect(ids).toEqual([...range(1, MATCH_PAGE_SIZE), ...range(101, 3)]);
    expect(find('show-more')).toBeNull();
  });

  it('shows 1000+ when the server stopped counting, and one member as one', async () => {
    vi.spyOn(MatchService, 'listAllMatches').mockResolvedValueOnce(
      page([1], { totalCount: 1000, totalCountCapped: true, hasMore: true }) as never,
    );
    await show('all');
    expect(find('match-total')?.textContent).toBe('1000+ members');
    expect(find('show-more')).not.toBeNull();
    unmount();

    vi.spyOn(MatchService, 'listAllMatches').mockResolvedValueOnce(page([1], { totalCount: 1 }) as never);
    await show('patidar');
    expect(find('match-total')?.textContent).toBe('1 member');
  });

  it('asks for the Patidar scope on /matches/patidar', async () => {
    const list = vi.spyOn(MatchService, 'listAllMatches').mockResolvedValueOnce(page([1]) as never);
    await show('patidar');
    expect(list.mock.calls[0]?.[0].requestBody).toEqual({ pageIndex: 1, pageSize: MATCH_PAGE_SIZE, scope: 'patidar' });
  });

  it('My matches names the preference whose widening would bring more', async () => {
    vi.spyOn(MatchService, 'listMyMatches').mockResolvedValueOnce(
      page([1, 2, 3], {
        totalCount: 3,
        suggestion: { criterion: 'height', label: 'Height: 5 ft 8 in or more', additional: 42 },
      }) as never,
    );
    await show('mine');
    expect(find('match-suggestion')?.textContent).toContain(
      'Only 3 members match both ways. Widening your preference “Height: 5 ft 8 in or more” would add 42 more.',
    );
    expect(find('match-suggestion')?.querySelector('a')?.getAttribute('href')).toBe('/profile/partner-preferences');
  });

  it('says one member, and nobody, in so many words', async () => {
    const suggestion = { criterion: 'age' as const, label: 'Age: 24 – 26 years', additional: 7 };
    vi.spyOn(MatchService, 'listMyMatches').mockResolvedValueOnce(page([1], { totalCount: 1, suggestion }) as never);
    await show('mine');
    expect(find('match-suggestion')?.textContent).toContain('Only 1 member matches both ways.');
    unmount();

    vi.spyOn(MatchService, 'listMyMatches').mockResolvedValueOnce(page([], { totalCount: 0, suggestion }) as never);
    await show('mine');
    expect(find('match-suggestion')?.textContent).toContain('No member matches both ways yet.');
    expect(find('match-empty')?.textContent).toContain('No partner profiles found.');
  });

  it('has no suggestion and no "Show more" when the list needs neither', async () => {
    vi.spyOn(MatchService, 'listRecentlyViewed').mockResolvedValueOnce(
      page([5], {
        totalCount: 1,
        result: [card(5, { lastVisitedOn: new Date(Date.now() - 3 * 3600_000).toISOString(), visitCount: 2 })],
      }) as never,
    );
    await show('recent');
    expect(find('match-suggestion')).toBeNull();
    expect(find('show-more')).toBeNull();
    expect(find('match-card-viewed')?.textContent).toBe('Viewed 3 hours ago');
  });
});
