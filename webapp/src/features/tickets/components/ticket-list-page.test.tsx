import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketService, type SupportTicket, type TicketList, type TicketSummary } from '../../../api/generated/client';
import { clearSession } from '../../../lib/session/session-store';
import {
  byTestId,
  chooseFiles,
  click,
  errorOf,
  fileOf,
  find,
  one,
  problem,
  submitFormOf,
  toasts,
  type,
  waitFor,
} from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { getTicketPagesQueryOptions } from '../api/get-tickets';
import { ticketKey } from '../api/get-ticket';
import { TicketListPage } from './ticket-list-page';

const summary = (
  ticketId: number,
  status: TicketSummary['status'],
  extra: Partial<TicketSummary> = {},
): TicketSummary => ({
  ticketId,
  topic: `Topic ${ticketId}`,
  status,
  createdOn: '2026-11-20T10:15:00Z',
  updatedOn: '2026-11-21T10:15:00Z',
  messageCount: 1,
  ...extra,
});

const page = (result: TicketSummary[], totalCount: number, hasMore: boolean): TicketList => ({
  result,
  totalCount,
  hasMore,
});

const created: SupportTicket = {
  ticketId: 41,
  topic: 'My photo does not show',
  status: 'open',
  createdOn: '2026-11-21T10:15:00Z',
  updatedOn: '2026-11-21T10:15:00Z',
  messages: [],
  message: 'Your ticket has been sent. We will tell you when a moderator answers.',
};

describe('TicketListPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(first: TicketList) {
    signInAs();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData<InfiniteData<TicketList, number>>(getTicketPagesQueryOptions().queryKey, {
      pages: [first],
      pageParams: [1],
    });
    const view = await renderAt(
      '/ticket',
      <QueryClientProvider client={client}>
        <TicketListPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { ...view, client };
  }

  it('says "No ticket found" when the member has none, and still offers a new ticket', async () => {
    await open(page([], 0, false));
    expect(one('ticket-list-empty').textContent).toBe('No ticket found');
    expect(one('ticket-new').textContent).toBe('New ticket');
    expect(find('ticket-row')).toBeNull();
  });

  it('lists the tickets in the server’s order with their status, each a link to its page', async () => {
    await open(
      page(
        [summary(3, 'open', { messageCount: 1 }), summary(2, 'answered', { messageCount: 2 }), summary(1, 'closed')],
        3,
        false,
      ),
    );
    const rows = byTestId('ticket-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['open', 'answered', 'closed']);
    expect(rows.map((row) => one('ticket-status', row).textContent)).toEqual(['Open', 'Answered', 'Closed']);
    expect(rows[0].getAttribute('href')).toBe('/ticket/3');
    expect(one('ticket-row-topic', rows[0]).textContent).toBe('Topic 3');
    expect(rows[0].textContent).toContain('1 message');
    expect(rows[1].textContent).toContain('2 messages');
    expect(one('ticket-list-total').textContent).toBe('Showing 3 of 3');
    expect(find('ticket-list-more')).toBeNull();
  });

  it('appends the next page with "Show more"', async () => {
    await open(page([summary(12, 'open'), summary(11, 'open')], 3, true));
    const next = vi
      .spyOn(TicketService, 'getTickets')
      .mockResolvedValue(page([summary(10, 'closed')], 3, false) as never);
    await click(one('ticket-list-more'));
    expect(next).toHaveBeenCalledWith({ requestBody: { pageIndex: 2, pageSize: 10 } });
    expect(byTestId('ticket-row').map((row) => row.getAttribute('data-ticket-id'))).toEqual(['12', '11', '10']);
    expect(find('ticket-list-more')).toBeNull();
  });

  it('checks the new ticket before sending: a topic and a message, and only files the server takes', async () => {
    await open(page([], 0, false));
    const create = vi.spyOn(TicketService, 'createTicket');
    await click(one('ticket-new'));
    await waitFor('ticket-topic');

    await submitFormOf('ticket-submit');
    expect(errorOf('ticket-topic')).toBe('This field is required.');
    expect(errorOf('ticket-message')).toBe('This field is required.');

    await chooseFiles('ticket-attachments', [
      fileOf('screen.png', 'image/png'),
      fileOf('notes.txt', 'text/plain'),
      fileOf('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    ]);
    expect(byTestId('ticket-attachments-file').map((row) => row.textContent)).toEqual(['screen.png (2 KB)']);
    expect(byTestId('ticket-attachments-problem').map((p) => p.textContent)).toEqual([
      '“notes.txt” cannot be attached: only JPEG or PNG pictures and PDF files can.',
      '“huge.jpg” is larger than 5 MB. Please choose a smaller file.',
    ]);

    await chooseFiles('ticket-attachments', [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('b.jpg', 'image/jpeg'),
      fileOf('c.jpg', 'image/jpeg'),
    ]);
    expect(byTestId('ticket-attachments-file')).toHaveLength(3);
    expect(byTestId('ticket-attachments-problem').map((p) => p.textContent)).toEqual([
      'At most 3 files can be attached to one message.',
    ]);
    expect((one('ticket-attachments-button') as HTMLButtonElement).disabled).toBe(true);

    await click(byTestId('ticket-attachments-remove')[1]);
    expect(byTestId('ticket-attachments-file').map((row) => row.textContent?.split(' ')[0])).toEqual([
      'screen.png',
      'b.jpg',
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('opens the ticket with its files, shows the server’s confirmation and goes to the ticket’s page', async () => {
    const { router, client } = await open(page([], 0, false));
    const create = vi.spyOn(TicketService, 'createTicket').mockResolvedValue(created as never);
    await click(one('ticket-new'));
    await waitFor('ticket-topic');
    const picture = fileOf('screen.png', 'image/png');

    await type('ticket-topic', '  My photo does not show ');
    await type('ticket-message', 'It stays grey on my profile.\n');
    await chooseFiles('ticket-attachments', [picture]);
    await submitFormOf('ticket-submit');

    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        formData: { topic: 'My photo does not show', message: 'It stays grey on my profile.', attachments: [picture] },
      }),
    );
    expect(toasts()).toContain(created.message);
    expect(router.state.location.pathname).toBe('/ticket/41');
    // The ticket's page has its data at once; the one-time confirmation is not kept with it.
    expect(client.getQueryData<SupportTicket>(ticketKey(41))).toEqual({ ...created, message: undefined });
  });

  it("shows the server's field errors under their fields and any other refusal above the form", async () => {
    await open(page([], 0, false));
    vi.spyOn(TicketService, 'createTicket')
      .mockRejectedValueOnce(problem(400, { errors: { topic: ['too_long|100'] } }))
      .mockRejectedValueOnce(problem(415, { detail: 'Only JPEG or PNG pictures or PDF files can be attached.' }));
    await click(one('ticket-new'));
    await waitFor('ticket-topic');
    await type('ticket-topic', 'Photo');
    await type('ticket-message', 'Please help.');

    await submitFormOf('ticket-submit');
    expect(errorOf('ticket-topic')).toBe('Please enter no more than 100 characters.');
    expect(find('problem-alert')).toBeNull();

    await submitFormOf('ticket-submit');
    expect(one('problem-alert').textContent).toContain('Only JPEG or PNG pictures or PDF files can be attached.');
  });
});
