import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTicketList } from '../../../api/generated/client';
import type { TicketStatus } from '../../../api/generated/rules/types/TicketStatus';
import { byTestId, one } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getTicketQueueQueryOptions } from '../api/get-ticket-queue';
import { openTicket, secondTicket, ticketList } from '../testing/support-fixtures';
import { TicketsPage } from './tickets-page';

describe('TicketsPage', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function open(status: TicketStatus, page: number, list: AdminTicketList, path = '/admin/tickets') {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getTicketQueueQueryOptions(status, page).queryKey, list);
    const view = await renderAt(
      path,
      <QueryClientProvider client={client}>
        <TicketsPage status={status} page={page} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('lists the open tickets, each a link to its thread: topic, member, last message, messages', async () => {
    await open('open', 1, ticketList([openTicket, secondTicket]));
    const rows = byTestId('admin-ticket-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/admin/tickets/31', '/admin/tickets/32']);
    expect(one('admin-tickets-count').textContent).toBe('2 waiting');

    const [first, second] = rows;
    expect(one('admin-ticket-row-topic', first).textContent).toBe('My photo does not show');
    expect(first.textContent).toContain('Meera Patel');
    expect(first.textContent).toContain('PT100233');
    expect(first.textContent).toContain('5 hours ago');
    expect(first.textContent).toContain('last message');
    expect(one('admin-ticket-messages', first).textContent).toBe('3 messages');
    expect(first.getAttribute('aria-label')).toBe('Open the ticket “My photo does not show”');
    // A member without a name is named by the profile id.
    expect(second.textContent).toContain('PT100244');
    expect(one('admin-ticket-messages', second).textContent).toBe('1 message');
  });

  it('filters by status with links, the open tickets without a status in the address', async () => {
    await open('answered', 1, ticketList([{ ...openTicket, status: 'answered' }]), '/admin/tickets?status=answered');
    expect(one('admin-tickets-filter-open').getAttribute('href')).toBe('/admin/tickets');
    expect(one('admin-tickets-filter-answered').getAttribute('href')).toBe('/admin/tickets?status=answered');
    expect(one('admin-tickets-filter-closed').getAttribute('href')).toBe('/admin/tickets?status=closed');
    expect(one('admin-tickets-filter-answered').getAttribute('aria-current')).toBe('page');
    expect(one('admin-tickets-filter-open').getAttribute('aria-current')).toBeNull();
    expect(one('admin-tickets-count').textContent).toBe('1 ticket');
    expect(one('admin-ticket-row').textContent).toContain('last message');
  });

  it('says so when no ticket waits', async () => {
    await open('open', 1, ticketList([]));
    expect(one('admin-tickets-empty').textContent).toBe('No ticket is waiting for an answer.');
    expect(byTestId('admin-tickets-pages')).toHaveLength(0);
  });

  it('pages through a long list, keeping the status', async () => {
    await open('closed', 2, ticketList([{ ...openTicket, status: 'closed' }], 45));
    const pages = one('admin-tickets-pages');
    const hrefs = [...pages.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/admin/tickets?status=closed&page=3');
    expect(hrefs).toContain('/admin/tickets?status=closed');
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });
});
