import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchService, type MatchList } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { MATCH_PREVIEW_SIZE } from '../api/get-match-lists';
import { MatchesPage } from './matches-page';

const page = (count: number): MatchList => ({
  result: Array.from({ length: count }, (_, i) => ({
    memberId: i + 1,
    profileId: `PT10000${i + 1}`,
    firstName: 'Meera',
    lastName: 'Patel',
    age: 27,
    photoBlurred: i === 0,
    deleted: false,
    isShortlisted: false,
    match: { score: 100, mine: [{ criterion: 'age', label: 'Age: 24 – 30 years', met: true }], theirs: [] },
  })),
  totalCount: count,
  totalCountCapped: false,
  hasMore: false,
});

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('MatchesPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  it('has a section per list, each with its first cards, its empty text and the way to the whole list', async () => {
    vi.spyOn(MatchService, 'listNewMatches').mockResolvedValue(page(0) as never);
    vi.spyOn(MatchService, 'listMyMatches').mockResolvedValue(page(MATCH_PREVIEW_SIZE) as never);
    const all = vi
      .spyOn(MatchService, 'listAllMatches')
      .mockImplementation((({ requestBody }: { requestBody: { scope: string } }) =>
        Promise.resolve(page(requestBody.scope === 'patidar' ? 1 : 2))) as never);
    vi.spyOn(MatchService, 'listRecentlyViewed').mockResolvedValue(page(0) as never);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = await renderAt(
      '/matches',
      <QueryClientProvider client={client}>
        <MatchesPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    const cardsIn = (kind: string) =>
      find(`matches-section-${kind}`)?.querySelectorAll('[data-testid="match-card"]').length;
    expect(cardsIn('new')).toBe(0);
    expect(find('matches-section-new-empty')?.textContent).toBe(
      'No new matches yet. Members approved in the last 30 days appear here until you open their profile.',
    );
    expect(cardsIn('mine')).toBe(MATCH_PREVIEW_SIZE);
    expect(cardsIn('all')).toBe(2);
    expect(cardsIn('patidar')).toBe(1);
    expect(find('matches-section-recent-empty')?.textContent).toContain('No recent profile found.');
    expect(all.mock.calls.map(([call]) => call.requestBody.scope).sort()).toEqual(['all', 'patidar']);

    const seeAll = (kind: string) => find(`matches-section-${kind}-see-all`)?.getAttribute('href');
    expect(['new', 'mine', 'all', 'patidar', 'recent'].map(seeAll)).toEqual([
      '/matches/new',
      '/matches/list',
      '/matches/all',
      '/matches/patidar',
      '/matches/recent',
    ]);
    // A blurred photo says why.
    expect(find('matches-section-all')?.querySelector('[data-testid="match-card-photo-blurred"]')?.textContent).toBe(
      'Photo visible after connecting',
    );
  });
});
