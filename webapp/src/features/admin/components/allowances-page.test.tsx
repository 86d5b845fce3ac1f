import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { AllowanceReachedItem, AllowanceReachedList } from '../../../api/generated/client';
import { dateTime } from '../../../lib/relative-time';
import { byTestId, none, one } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getAllowancesReachedQueryOptions } from '../api/get-allowances-reached';
import { AllowancesPage } from './allowances-page';

const row = (memberId: number, item: Partial<AllowanceReachedItem>): AllowanceReachedItem => ({
  memberId,
  profileId: `PT1002${memberId}`,
  firstName: 'Meera',
  lastName: 'Patel',
  kind: 'member_details',
  times: 1,
  refused: 1,
  firstReachedAt: '2026-11-18T08:00:00Z',
  lastRefusedAt: '2026-11-21T10:15:00Z',
  ...item,
});

const list = (items: AllowanceReachedItem[], totalCount = items.length, figures = [150, 1000, 20]) => ({
  result: items,
  totalCount,
  memberDetailsPerDay: figures[0],
  cardsPerDay: figures[1],
  bioDataPerDay: figures[2],
});

describe('AllowancesPage', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function open(answer: AllowanceReachedList, page = 1) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<AllowanceReachedList>(getAllowancesReachedQueryOptions(page).queryKey, answer);
    const view = await renderAt(
      page === 1 ? '/admin/allowances' : `/admin/allowances?page=${page}`,
      <QueryClientProvider client={client}>
        <AllowancesPage page={page} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('states the allowances in force', async () => {
    await open(list([]));
    expect(one('admin-allowances-figures').textContent).toBe(
      'Per member and rolling day: 150 profiles opened, 1,000 cards in lists and searches, 20 bio-data downloads. ' +
        'Past an allowance, the member is asked to wait; their own profile and inbox stay open.',
    );
    expect(document.title).toContain('Daily allowances');
  });

  it('counts an allowance of one in the singular', async () => {
    await open(list([], 0, [1, 1, 1]));
    expect(one('admin-allowances-figures').textContent).toContain(
      '1 profile opened, 1 card in lists and searches, 1 bio-data download.',
    );
  });

  it('lists who reached which allowance, how often and when, each linked to the member’s page', async () => {
    await open(
      list([
        row(7, { kind: 'bio_data', times: 3, refused: 57, lastRefusedAt: '2026-11-21T10:15:00Z' }),
        row(12, { kind: 'cards', firstName: '', lastName: '', profileId: 'PT100312' }),
        row(7, { kind: 'member_details', times: 1, refused: 1 }),
      ]),
    );
    const [bioData, cards, details] = byTestId('admin-allowance-item');
    expect(bioData.dataset.kind).toBe('bio_data');
    expect(cards.dataset.kind).toBe('cards');
    expect(details.dataset.kind).toBe('member_details');

    const member = one('admin-allowance-member', bioData);
    expect(member.getAttribute('href')).toBe('/admin/member/7');
    expect(member.textContent).toBe('Meera Patel');
    expect(bioData.textContent).toContain('PT10027');
    expect(bioData.textContent).toContain('Bio-data downloads');
    expect(one('admin-allowance-times', bioData).textContent).toBe('Reached on 3 days');
    expect(one('admin-allowance-refused', bioData).textContent).toBe('57 requests refused');
    expect(one('admin-allowance-last', bioData).textContent).toBe(
      `Last refused ${dateTime('2026-11-21T10:15:00Z', 'en')}`,
    );
    expect(bioData.textContent).toContain(`first reached ${dateTime('2026-11-18T08:00:00Z', 'en')}`);

    // A member without a name is shown by the profile id.
    expect(one('admin-allowance-member', cards).getAttribute('href')).toBe('/admin/member/12');
    expect(one('admin-allowance-member', cards).textContent).toBe('PT100312');
    expect(cards.textContent).toContain('Cards in lists and searches');

    expect(details.textContent).toContain('Profiles opened');
    expect(one('admin-allowance-times', details).textContent).toBe('Reached on 1 day');
    expect(one('admin-allowance-refused', details).textContent).toBe('1 request refused');
    expect(none('admin-allowances-empty')).toBe(true);
  });

  it('says so when no member has reached an allowance', async () => {
    await open(list([]));
    expect(one('admin-allowances-empty').textContent).toBe('No member has reached an allowance.');
    expect(byTestId('admin-allowance-item')).toHaveLength(0);
    expect(byTestId('admin-allowances-pages')).toHaveLength(0);
  });

  it('pages through a long list with links', async () => {
    await open(list([row(7, {})], 45), 2);
    const pages = one('admin-allowances-pages');
    const hrefs = [...pages.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/admin/allowances?page=3');
    expect(hrefs).toContain('/admin/allowances');
    const current = [...pages.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual(['2']);
  });
});
