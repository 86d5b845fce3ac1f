import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationService, type HistoryItem, type HistoryList } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { ACTIVITY_PAGE_SIZE, getActivityPagesQueryOptions } from '../api/get-activity';
import { ActivityPage } from './activity-page';

// jsdom has no ResizeObserver, which Mantine's tabs (the notification navigation) use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const entry = (id: number, patch: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  action: 'shortlisted',
  title: `You shortlisted a member ${id}`,
  body: 'Meera Patel (PT100233)',
  createdOn: hoursAgo(id),
  ...patch,
});

const page = (entries: HistoryItem[], patch: Partial<HistoryList> = {}): HistoryList => ({
  result: entries,
  totalCount: entries.length,
  hasMore: false,
  ...patch,
});

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('ActivityPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  /** As the route does: the first page loaded, then the page. */
  async function show() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.ensureInfiniteQueryData(getActivityPagesQueryOptions());
    const view = await renderAt(
      '/notification/activity',
      <QueryClientProvider client={client}>
        <ActivityPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('lists what the member did, newest first: title, when, and whom it concerned', async () => {
    const list = vi.spyOn(NotificationService, 'listHistory').mockResolvedValueOnce(
      page([
        entry(1, { action: 'request_sent', title: 'You sent a request', body: 'Rahul Desai (PT100244)' }),
        entry(26, { action: 'signed_in', title: 'You signed in', body: '' }),
      ]),
    );
    await show();

    expect(list.mock.calls[0]?.[0].requestBody).toEqual({ pageIndex: 1, pageSize: ACTIVITY_PAGE_SIZE });
    const items = all('activity-item');
    expect(items.map((item) => item.dataset.action)).toEqual(['request_sent', 'signed_in']);
    expect(all('activity-title').map((title) => title.textContent)).toEqual(['You sent a request', 'You signed in']);
    expect(all('activity-time').map((time) => time.textContent)).toEqual(['1 hour ago', 'yesterday']);
    // An entry without a body has no empty line.
    expect(all('activity-body').map((body) => body.textContent)).toEqual(['Rahul Desai (PT100244)']);
    expect(find('activity-shown')?.textContent).toBe('Showing 2 of 2');
    expect(find('activity-more')).toBeNull();
    // The way back to the notifications.
    expect(find('notification-nav-activity')?.getAttribute('aria-selected')).toBe('true');
    expect(find('notification-nav-list')).not.toBeNull();
  });

  it('"Show more" appends the next page, each entry once', async () => {
    const first = Array.from({ length: ACTIVITY_PAGE_SIZE }, (_, i) => entry(i + 1));
    const list = vi
      .spyOn(NotificationService, 'listHistory')
      .mockResolvedValueOnce(page(first, { totalCount: 22, hasMore: true }))
      // Something the member did meanwhile pushed entry 20 onto the second page.
      .mockResolvedValueOnce(page([entry(20), entry(21), entry(22)], { totalCount: 23 }));
    await show();
    expect(all('activity-item')).toHaveLength(ACTIVITY_PAGE_SIZE);

    await act(async () => find('activity-more')?.click());
    await settle();
    expect(list.mock.calls.map(([call]) => call.requestBody.pageIndex)).toEqual([1, 2]);
    expect(all('activity-item')).toHaveLength(22);
    expect(find('activity-more')).toBeNull();
  });

  it('says so when the member has done nothing yet', async () => {
    vi.spyOn(NotificationService, 'listHistory').mockResolvedValueOnce(page([]));
    await show();
    expect(find('activity-empty')?.textContent).toBe(
      'No activity yet. What you do on Sagpan, from a request to a sign-in, is listed here.',
    );
    expect(find('activity-item')).toBeNull();
  });
});
