import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueueFigures } from '../../../api/generated/client';
import { byTestId, one } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getQueueFiguresQueryOptions } from '../api/get-queue-figures';
import { hoursAgo } from '../testing/support-fixtures';
import { AdminHomePage } from './admin-home-page';

const figures: QueueFigures = {
  pendingCount: 4,
  oldestWaitingSince: hoursAgo(26),
  medianDecisionHours: 5.25,
  decisionsLast30Days: 31,
  // The server's order is not the home's.
  queues: [
    { queue: 'enquiries', count: 2, oldestWaitingSince: hoursAgo(3) },
    { queue: 'tickets', count: 1, oldestWaitingSince: hoursAgo(50) },
    { queue: 'approval', count: 4, oldestWaitingSince: hoursAgo(26) },
    { queue: 'photos', count: 0, oldestWaitingSince: null },
    { queue: 'editRequests', count: 12, oldestWaitingSince: hoursAgo(1) },
    { queue: 'reports', count: 0 },
  ],
  outcomes: [
    { month: '2026-11', connections: 14, meetings: 5, engagements: 1 },
    { month: '2026-12', connections: 3, meetings: 0, engagements: 0 },
  ],
};

describe('AdminHomePage', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function open(data: QueueFigures) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getQueueFiguresQueryOptions().queryKey, data);
    const view = await renderAt(
      '/admin',
      <QueryClientProvider client={client}>
        <AdminHomePage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  const card = (queue: string) => one(`admin-queue-card-${queue}`);

  it('counts connections, meetings and engagements by month (rule 48), never who', async () => {
    await open(figures);
    const rows = byTestId('admin-outcomes-month');
    expect(rows.map((r) => r.getAttribute('data-month'))).toEqual(['2026-11', '2026-12']);
    expect(rows[0]?.textContent).toContain('November 2026');
    expect(byTestId('admin-outcomes-engagements').map((c) => c.textContent)).toEqual(['1', '0']);
  });

  it('shows a card per queue, in order, each a link to its page', async () => {
    await open(figures);
    const cards = byTestId('admin-queues')[0].querySelectorAll<HTMLAnchorElement>('a');
    expect([...cards].map((a) => [a.dataset.queue, a.getAttribute('href')])).toEqual([
      ['approval', '/admin/queue'],
      ['photos', '/admin/photos'],
      ['editRequests', '/admin/edit-requests'],
      ['reports', '/admin/reports'],
      ['tickets', '/admin/tickets'],
      ['enquiries', '/admin/enquiries'],
    ]);
  });

  it('gives each queue its count and since when the longest-waiting one has waited', async () => {
    await open(figures);
    expect(card('tickets').textContent).toContain('Tickets');
    expect(one('admin-queue-card-count', card('tickets')).textContent).toBe('1');
    expect(one('admin-queue-card-oldest', card('tickets')).textContent).toBe('The oldest came in 2 days ago');
    expect(one('admin-queue-card-count', card('enquiries')).textContent).toBe('2');
    expect(one('admin-queue-card-oldest', card('enquiries')).textContent).toBe('The oldest came in 3 hours ago');
    expect(one('admin-queue-card-count', card('editRequests')).textContent).toBe('12');
    expect(one('admin-queue-card-oldest', card('photos')).textContent).toBe('Nothing is waiting.');
    expect(one('admin-queue-card-oldest', card('reports')).textContent).toBe('Nothing is waiting.');
    expect(card('enquiries').getAttribute('aria-label')).toBe('Enquiries: 2 waiting');
  });

  it('keeps the approval queue’s figures and the way to it', async () => {
    await open(figures);
    expect(one('admin-figure-pending').textContent).toContain('4');
    expect(one('admin-figure-oldest').textContent).toContain('yesterday');
    expect(one('admin-figure-median').textContent).toContain('5.3 hours');
    expect(one('admin-figure-decisions').textContent).toContain('31');
    expect(one('admin-open-queue').getAttribute('href')).toBe('/admin/queue');
  });

  it('shows no queue card when the server counts none', async () => {
    await open({ ...figures, queues: [] });
    expect(byTestId('admin-queues')).toHaveLength(0);
    expect(one('admin-figure-pending')).toBeTruthy();
  });
});
