import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminService, type SupportTicket } from '../../../api/generated/client';
import {
  byTestId,
  chooseFiles,
  click,
  fileOf,
  none,
  one,
  problem,
  toasts,
  type,
  waitUntil,
} from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { getAdminTicketQueryOptions } from '../api/get-admin-ticket';
import { thread } from '../testing/support-fixtures';
import { TicketPage } from './ticket-page';

/** The thread as the server answers it after the moderator's answer. */
function answered(body: string, status: SupportTicket['status'] = 'answered'): SupportTicket {
  return {
    ...thread,
    status,
    messages: [
      ...thread.messages,
      { messageId: 4, fromModerator: true, body, createdOn: new Date().toISOString(), attachments: [] },
    ],
  };
}

describe('TicketPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(ticket: SupportTicket = thread) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getAdminTicketQueryOptions(ticket.ticketId).queryKey, ticket);
    const view = await renderAt(
      `/admin/tickets/${ticket.ticketId}`,
      <QueryClientProvider client={client}>
        <TicketPage ticketId={ticket.ticketId} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return client;
  }

  it('shows the ticket: topic, status, the member’s page, the thread oldest first with its files', async () => {
    await open();
    expect(one('admin-ticket-topic').textContent).toBe('My photo does not show');
    expect(one('admin-ticket-status').dataset.status).toBe('open');
    expect(one('admin-ticket-status').textContent).toBe('Open');
    const member = one('admin-ticket-member');
    expect(member.textContent).toBe('Meera Patel');
    expect(member.getAttribute('href')).toBe('/admin/member/7');
    expect(one('admin-ticket-back').getAttribute('href')).toBe('/admin/tickets');

    const messages = byTestId('admin-ticket-message');
    expect(messages.map((m) => m.dataset.fromModerator)).toEqual(['false', 'true', 'false']);
    expect(one('admin-ticket-message-body', messages[0]).textContent).toBe(
      'My photo does not show.\nI uploaded it yesterday.',
    );
    expect(messages[0].textContent).toContain('Meera Patel');
    expect(messages[1].textContent).toContain('Sagpan team');

    const [image, pdf] = byTestId('admin-attachment', messages[0]);
    expect(image.dataset.kind).toBe('picture');
    expect(image.getAttribute('href')).toBe('/api/Attachment/11?sig=a');
    expect(image.getAttribute('target')).toBe('_blank');
    expect(image.querySelector('img')?.getAttribute('src')).toBe('/api/Attachment/11?sig=a');
    expect(pdf.dataset.kind).toBe('file');
    expect(pdf.getAttribute('href')).toBe('/api/Attachment/12?sig=b');
    expect(pdf.getAttribute('target')).toBeNull();
    expect(pdf.getAttribute('download')).toBeTruthy();
    expect(pdf.textContent).toContain('receipt.pdf');
    expect(pdf.textContent).toContain('1.4 MB');
  });

  it('answers only with a message, then shows the answer, the new status and the server’s words', async () => {
    const answer = vi
      .spyOn(AdminService, 'answerTicket')
      .mockResolvedValue({
        ...answered('It shows now.'),
        message: 'The answer has been sent; the member has been told.',
      });
    vi.spyOn(AdminService, 'getAdminTicket').mockResolvedValue(answered('It shows now.'));
    await open();

    await click(one('admin-ticket-answer-submit'));
    expect(answer).not.toHaveBeenCalled();
    expect(one('admin-ticket-answer').getAttribute('aria-invalid')).toBe('true');
    expect(one('admin-ticket-answer-form').textContent).toContain('This field is required.');

    await type(one('admin-ticket-answer'), '  It shows now.  ');
    await click(one('admin-ticket-answer-submit'));
    expect(answer).toHaveBeenCalledWith(
      expect.objectContaining({ formData: { ticketId: 31, message: 'It shows now.', attachments: [], close: false } }),
    );
    expect(toasts()).toContain('The answer has been sent; the member has been told.');
    expect(one('admin-ticket-status').dataset.status).toBe('answered');
    expect(byTestId('admin-ticket-message')).toHaveLength(4);
    expect((one('admin-ticket-answer') as HTMLTextAreaElement).value).toBe('');
  });

  it('sends up to three files, refuses the rest, and closes with the answer when asked', async () => {
    const answer = vi
      .spyOn(AdminService, 'answerTicket')
      .mockResolvedValue({ ...answered('See the guide.', 'closed'), message: 'Sent.' });
    vi.spyOn(AdminService, 'getAdminTicket').mockResolvedValue(answered('See the guide.', 'closed'));
    await open();

    const guide = fileOf('guide.pdf', 'application/pdf');
    const shot = fileOf('shot.png', 'image/png');
    const big = fileOf('big.jpg', 'image/jpeg', 6 * 1024 * 1024);
    await chooseFiles('admin-attachment-input', [guide, fileOf('notes.txt', 'text/plain'), big]);
    expect(byTestId('admin-attachment-picked').map((f) => f.textContent)).toEqual([
      expect.stringContaining('guide.pdf'),
    ]);
    expect(byTestId('admin-attachment-error').map((e) => e.textContent)).toEqual([
      '“notes.txt” cannot be attached: only JPEG or PNG pictures and PDF files can.',
      '“big.jpg” is larger than 5 MB. Please choose a smaller file.',
    ]);
    await chooseFiles('admin-attachment-input', [shot, fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]);
    expect(byTestId('admin-attachment-picked')).toHaveLength(3);
    expect(byTestId('admin-attachment-error').map((e) => e.textContent)).toEqual([
      'At most 3 files can be attached to one message.',
    ]);
    expect((one('admin-attachment-add') as HTMLButtonElement).disabled).toBe(true);
    await click(one('admin-attachment-remove', byTestId('admin-attachment-picked')[2]));
    expect(byTestId('admin-attachment-picked')).toHaveLength(2);

    await click(one('admin-ticket-close-with-answer'));
    expect(one('admin-ticket-answer-submit').textContent).toBe('Send and close the ticket');
    await type(one('admin-ticket-answer'), 'See the guide.');
    await click(one('admin-ticket-answer-submit'));
    expect(answer).toHaveBeenCalledWith(
      expect.objectContaining({
        formData: { ticketId: 31, message: 'See the guide.', attachments: [guide, shot], close: true },
      }),
    );
    expect(one('admin-ticket-status').dataset.status).toBe('closed');
    expect(byTestId('admin-attachment-picked')).toHaveLength(0);
    // A closed ticket has nothing left to close.
    expect(none('admin-ticket-close')).toBe(true);
  });

  it('shows the server’s refusal: a field error under its field, anything else above the form', async () => {
    vi.spyOn(AdminService, 'answerTicket')
      .mockRejectedValueOnce(problem(400, { errors: { message: ['too_long|4000'] } }))
      .mockRejectedValueOnce(problem(415, { detail: 'Only JPEG, PNG and PDF files can be attached.' }));
    await open();

    await type(one('admin-ticket-answer'), 'Hello');
    await click(one('admin-ticket-answer-submit'));
    expect(one('admin-ticket-answer-form').textContent).toContain('Please enter no more than 4000 characters.');
    expect(none('problem-alert')).toBe(true);

    await click(one('admin-ticket-answer-submit'));
    expect(one('problem-alert').textContent).toContain('Only JPEG, PNG and PDF files can be attached.');
    expect((one('admin-ticket-answer') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('closes without an answer only after a confirmation', async () => {
    const close = vi.spyOn(AdminService, 'closeTicket').mockResolvedValue({ message: 'The ticket has been closed.' });
    vi.spyOn(AdminService, 'getAdminTicket').mockResolvedValue({ ...thread, status: 'closed' });
    await open();

    await click(one('admin-ticket-close'));
    await waitUntil(() =>
      expect(one('admin-ticket-close-confirm-modal').textContent).toContain('Close this ticket without an answer?'),
    );
    expect(close).not.toHaveBeenCalled();
    await click(one('admin-ticket-close-confirm'));
    expect(close).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { ticketId: 31 } }));
    expect(toasts()).toContain('The ticket has been closed.');
    await waitUntil(() => expect(none('admin-ticket-close-confirm')).toBe(true));
    expect(one('admin-ticket-status').dataset.status).toBe('closed');
  });

  it('keeps the confirmation open with the reason when another moderator closed it first', async () => {
    vi.spyOn(AdminService, 'closeTicket').mockRejectedValue(
      problem(422, { detail: 'This ticket is already closed; another moderator may have just closed it.' }),
    );
    vi.spyOn(AdminService, 'getAdminTicket').mockResolvedValue(thread);
    await open();

    await click(one('admin-ticket-close'));
    await waitUntil(() => one('admin-ticket-close-confirm'));
    await click(one('admin-ticket-close-confirm'));
    await waitUntil(() =>
      expect(one('admin-ticket-close-confirm-modal').textContent).toContain('another moderator may have just'),
    );
  });
});
