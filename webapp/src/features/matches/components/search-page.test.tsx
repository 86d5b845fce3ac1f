import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MatchService, type MatchList } from '../../../api/generated/client';
import { getAnnualIncomesQueryOptions } from '../../../lib/lookups/get-annual-incomes';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { getEducationsQueryOptions } from '../../../lib/lookups/get-educations';
import { getGolsQueryOptions } from '../../../lib/lookups/get-gols';
import { getHeightsQueryOptions } from '../../../lib/lookups/get-heights';
import { OCCUPATION_TYPE, getOccupationsQueryOptions } from '../../../lib/lookups/get-occupations';
import { renderAt } from '../../../testing/render-at';
import { MATCH_PAGE_SIZE } from '../api/get-match-lists';
import { parseSearchParams } from '../model/search-params';
import { SearchPage } from './search-page';

// jsdom has no ResizeObserver (Mantine's SegmentedControl) and no scrolling (the form brings its first error into view).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;

const list = <T,>(result: T[]) => ({ result, totalCount: result.length });

function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(getCommunitiesQueryOptions().queryKey, list([{ id: 1, otherName: '', name: 'Kadva Patidar' }]));
  client.setQueryData(
    getHeightsQueryOptions().queryKey,
    list([
      { id: 1, otherName: '', name: '5 ft', cm: 152 },
      { id: 2, otherName: '', name: '5 ft 6 in', cm: 168 },
    ]),
  );
  client.setQueryData(getAnnualIncomesQueryOptions().queryKey, list([{ id: 1, otherName: '', name: 'Up to ₹1 lakh', minRupees: 0 }]));
  client.setQueryData(getEducationsQueryOptions().queryKey, list([{ id: 4, otherName: '', name: 'B.Com' }]));
  client.setQueryData(
    getGolsQueryOptions().queryKey,
    list([
      { id: 3, otherName: '', name: '42 gam', parentCommunityId: 1 },
      { id: 20, otherName: '', name: 'No gol' },
    ]),
  );
  client.setQueryData(
    getOccupationsQueryOptions(OCCUPATION_TYPE.own).queryKey,
    list([{ id: 12, otherName: '', name: 'Engineer', occupationType: 1 }]),
  );
  client.setQueryData(
    getCountriesQueryOptions().queryKey,
    list([{ id: 92, otherName: '', name: 'India', code: '+91', shortName: 'IN' }]),
  );
  return client;
}

const answer = (count: number): MatchList => ({
  result: Array.from({ length: count }, (_, i) => ({
    memberId: i + 1,
    profileId: `PT10000${i + 1}`,
    firstName: 'Meera',
    lastName: 'Patel',
    age: 27,
    photoBlurred: false,
    badges: [],
    createdBy: 'self',
    deleted: false,
    isShortlisted: false,
    outsidePreferences: false,
    match: { score: 0, mine: [], theirs: [] },
  })),
  totalCount: count,
  totalCountCapped: false,
  hasMore: false,
});

/** A 400 of POST /api/Match/Get with these field errors. */
const refusal = (errors: Record<string, string[]>) =>
  new ApiError(
    { method: 'POST', url: '/api/Match/Get' },
    { url: '/api/Match/Get', ok: false, status: 400, statusText: 'Bad Request', body: { status: 400, errors } },
    'Bad Request',
  );

/** The page as the route shows it: the filters read from the address. */
function AtTheAddress() {
  const search = useSearch({ strict: false });
  return <SearchPage search={parseSearchParams(search)} />;
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const inputOf = (id: string) => find(id) as HTMLInputElement;

async function settle() {
  for (let i = 0; i < 8; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function type(id: string, text: string) {
  const input = inputOf(id);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: HTMLElement | null) {
  await act(async () => element?.click());
  await settle();
}

// A form of Mantine inputs takes a few seconds to render in jsdom.
describe('SearchPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function show(path: string) {
    const view = await renderAt(
      path,
      <QueryClientProvider client={seededClient()}>
        <AtTheAddress />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    await settle();
    return view.router;
  }

  it('searches with the filters of the address, and shows them in the form', async () => {
    const search = vi.spyOn(MatchService, 'searchMatches').mockResolvedValue(answer(2) as never);
    await show('/search?ageFrom=24&communityIds=%5B1%5D&isNRI=false');
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { pageIndex: 1, pageSize: MATCH_PAGE_SIZE, ageFrom: 24, communityIds: [1], isNRI: false },
      }),
    );
    expect(inputOf('search-age-from').value).toBe('24');
    expect(find('search-form')?.textContent).toContain('Kadva Patidar');
    expect(find('match-total')?.textContent).toBe('2 members');
    expect(document.querySelectorAll('[data-testid="match-card"]')).toHaveLength(2);
    // On a phone the side panel's filters are behind "More filters", which counts the one that is set.
    expect(find('search-advanced')).toBeNull();
    expect(find('search-more-filters-count')?.textContent).toBe('1');
  });

  it('puts the filters in the address on Search, so that the search can be bookmarked', async () => {
    const search = vi.spyOn(MatchService, 'searchMatches').mockResolvedValue(answer(0) as never);
    const router = await show('/search');
    expect(find('search-empty')).not.toBeNull();
    await type('search-age-from', '25');
    await type('search-age-to', '32');
    await click(find('search-submit'));
    expect(router.state.location.search).toEqual({ ageFrom: 25, ageTo: 32 });
    expect(search).toHaveBeenLastCalledWith(
      expect.objectContaining({ requestBody: { pageIndex: 1, pageSize: MATCH_PAGE_SIZE, ageFrom: 25, ageTo: 32 } }),
    );
  });

  it('does not search with ages out of order, and says so under "Age to"', async () => {
    const search = vi.spyOn(MatchService, 'searchMatches').mockResolvedValue(answer(0) as never);
    const router = await show('/search');
    await type('search-age-from', '30');
    await type('search-age-to', '25');
    await click(find('search-submit'));
    expect(find('search-form')?.textContent).toContain('The “to” value cannot be lower than the “from” value.');
    expect(inputOf('search-age-to').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toEqual({});
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under the field it names", async () => {
    vi.spyOn(MatchService, 'searchMatches').mockRejectedValue(refusal({ ageFrom: ['out_of_range|18|100'] }));
    await show('/search?ageFrom=12');
    expect(inputOf('search-age-from').getAttribute('aria-invalid')).toBe('true');
    expect(find('search-form')?.textContent).toContain('Please enter a value between 18 and 100.');
    expect(find('problem-alert')).not.toBeNull();
  });

  it('on a phone, opens the drawer when the server refuses one of its filters', async () => {
    vi.spyOn(MatchService, 'searchMatches').mockRejectedValue(refusal({ heightTo: ['range_order'] }));
    await show('/search?heightFrom=2&heightTo=1');
    expect(find('search-advanced')).not.toBeNull();
    expect(inputOf('search-height-to').getAttribute('aria-invalid')).toBe('true');
    expect(find('search-advanced')?.textContent).toContain('The “to” value cannot be lower than the “from” value.');
  });

  it('sets a side panel filter from the drawer, and Clear empties the address', async () => {
    vi.spyOn(MatchService, 'searchMatches').mockResolvedValue(answer(1) as never);
    const router = await show('/search?ageFrom=24');
    await click(find('search-more-filters'));
    expect(find('search-advanced')).not.toBeNull();
    const no = find('search-nri')?.querySelector<HTMLInputElement>('input[value="no"]');
    await act(async () => no?.click());
    await click(find('search-advanced-submit'));
    expect(router.state.location.search).toEqual({ ageFrom: 24, isNRI: false });

    await click(find('search-clear'));
    expect(router.state.location.search).toEqual({});
    expect(inputOf('search-age-from').value).toBe('');
  });

  it('searches within the member\'s own gol from the drawer, manglik the last filter (rules 50, 52)', async () => {
    vi.spyOn(MatchService, 'searchMatches').mockResolvedValue(answer(1) as never);
    const router = await show('/search');
    await click(find('search-more-filters'));
    const fields = [...(find('search-advanced')?.querySelectorAll<HTMLElement>('[data-testid^="search-"]') ?? [])];
    expect(fields.at(-1)?.dataset.testid).toBe('search-mangliks');
    expect(find('search-gols')).toBeNull();
    const mine = find('search-gol')?.querySelector<HTMLInputElement>('input[value="mine"]');
    await act(async () => mine?.click());
    await click(find('search-advanced-submit'));
    expect(router.state.location.search).toEqual({ withinMyGol: true });
    expect(find('search-more-filters-count')?.textContent).toBe('1');
  });
});
