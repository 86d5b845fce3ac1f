import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketService, type SupportTicket, type TicketMessage } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { clearSession } from '../../../lib/session/session-store';
import {
  byTestId,
  chooseFiles,
  errorOf,
  fileOf,
  find,
  one,
  problem,
  submitFormOf,
  toasts,
  type,
} from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { ticketKey } from '../api/get-ticket';
import { TicketPage } from './ticket-page';

const question: TicketMessage = {
  messageId: 1,
  fromModerator: false,
  body: 'My photo does not show.\nIt stays grey.',
  createdOn: '2026-11-20T10:15:00Z',
  attachments: [
    {
      attachmentId: 7,
      fileName: 'screen.png',
      contentType: 'image/png',
      sizeBytes: 20_480,
      url: '/api/Attachment/7?expires=1&signature=a',
    },
  ],
};

const answer: TicketMessage = {
  messageId: 2,
  fromModerator: true,
  body: 'Please upload it again; the first one could not be read.',
  createdOn: '2026-11-21T09:00:00Z',
  attachments: [
    {
      attachmentId: 8,
      fileName: 'How to upload a photo.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1_572_864,
      url: '/api/Attachment/8?expires=1&signature=b',
    },
  ],
};

const ticket = (status: SupportTicket['status'], messages: TicketMessage[] = [question, answer]): SupportTicket => ({
  ticketId: 41,
  topic: 'My photo does not show',
  status,
  createdOn: '2026-11-20T10:15:00Z',
  updatedOn: '2026-11-21T09:00:00Z',
  messages,
});

describe('TicketPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(shown: SupportTicket, profileStatus: ProfileStatus = ProfileStatus.Approved) {
    signInAs({ profileStatus });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(ticketKey(shown.ticketId), shown);
    const view = await renderAt(
      `/ticket/${shown.ticketId}`,
      <QueryClientProvider client={client}>
        <TicketPage ticketId={shown.ticketId} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { ...view, client };
  }

  it('shows the thread as a conversation: the member’s messages and the Sagpan team’s answers', async () => {
    await open(ticket('answered'));
    expect(one('ticket-title').textContent).toBe('My photo does not show');
    expect(one('ticket-status').getAttribute('data-status')).toBe('answered');
    const messages = byTestId('ticket-thread-message');
    expect(messages.map((m) => m.getAttribute('data-from'))).toEqual(['member', 'team']);
    expect(messages.map((m) => one('ticket-thread-author', m).textContent)).toEqual(['You', 'Sagpan team']);
    expect(one('ticket-thread-body', messages[0]).textContent).toBe('My photo does not show.\nIt stays grey.');
    expect(one('ticket-back').getAttribute('href')).toBe('/ticket');
  });

  it('shows a picture as a thumbnail opening in a new tab and a PDF as its name and size, downloaded', async () => {
    await open(ticket('answered'));
    const [picture, pdf] = byTestId('ticket-attachment');
    expect(picture.getAttribute('data-kind')).toBe('picture');
    expect(picture.getAttribute('href')).toBe('/api/Attachment/7?expires=1&signature=a');
    expect(picture.getAttribute('target')).toBe('_blank');
    const image = one('ticket-attachment-picture', picture) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/Attachment/7?expires=1&signature=a');
    expect(image.getAttribute('alt')).toBe('screen.png');
    expect(pdf.getAttribute('data-kind')).toBe('file');
    expect(pdf.getAttribute('target')).toBeNull();
    expect(pdf.getAttribute('download')).toBeTruthy();
    expect(pdf.textContent).toContain('How to upload a photo.pdf');
    expect(pdf.textContent).toContain('1.5 MB');
    expect(pdf.querySelector('img')).toBeNull();
  });

  it.each([
    ['open', 'add', 'Add a message', 'Send'],
    ['answered', 'reply', 'Reply', 'Send'],
    ['closed', 'reopen', 'Still have a problem?', 'Send and reopen'],
  ] as const)('introduces the reply to an %s ticket as "%s"', async (status, mode, title, button) => {
    await open(ticket(status));
    expect(one('ticket-reply-form').getAttribute('data-mode')).toBe(mode);
    expect(one('ticket-reply-title').textContent).toBe(title);
    expect(one('ticket-reply-submit').textContent).toBe(button);
    if (status === 'closed') {
      expect(one('ticket-reply-form').textContent).toContain(
        'This ticket is closed. Write to us here and it opens again',
      );
    }
  });

  it('wants a message before replying', async () => {
    await open(ticket('open'));
    const reply = vi.spyOn(TicketService, 'replyToTicket');
    await type('ticket-reply', '   ');
    await submitFormOf('ticket-reply-submit');
    expect(errorOf('ticket-reply')).toBe('This field is required.');
    expect(reply).not.toHaveBeenCalled();
  });

  it('reopens a closed ticket ("still have a problem"): the reply joins the thread, the ticket is open', async () => {
    // A suspended member may still ask for help.
    await open(ticket('closed'), ProfileStatus.Suspended);
    const mine: TicketMessage = {
      messageId: 3,
      fromModerator: false,
      body: 'It still does not show.',
      createdOn: '2026-11-22T09:00:00Z',
      attachments: [],
    };
    const reply = vi.spyOn(TicketService, 'replyToTicket').mockResolvedValue({
      ...ticket('open', [question, answer, mine]),
      message: 'Your message has been added and the ticket is open again.',
    } as never);
    const picture = fileOf('again.jpg', 'image/jpeg');

    await type('ticket-reply', ' It still does not show. ');
    await chooseFiles('ticket-reply-attachments', [picture]);
    await submitFormOf('ticket-reply-submit');

    expect(reply).toHaveBeenCalledWith(
      expect.objectContaining({
        formData: { ticketId: 41, message: 'It still does not show.', attachments: [picture] },
      }),
    );
    expect(toasts()).toContain('Your message has been added and the ticket is open again.');
    expect(one('ticket-status').getAttribute('data-status')).toBe('open');
    expect(one('ticket-reply-form').getAttribute('data-mode')).toBe('add');
    expect(byTestId('ticket-thread-message')).toHaveLength(3);
    // The form is empty again, ready for another message.
    expect((one('ticket-reply') as HTMLTextAreaElement).value).toBe('');
    expect(find('ticket-reply-attachments-file')).toBeNull();
  });

  it('shows a refusal of the files (the server reads their bytes) above the form, keeping the form', async () => {
    await open(ticket('open'));
    vi.spyOn(TicketService, 'replyToTicket').mockRejectedValue(
      problem(422, { detail: 'An attached file could not be read; it seems incomplete or damaged, or it is locked with a password.' }),
    );
    await type('ticket-reply', 'Here it is.');
    await chooseFiles('ticket-reply-attachments', [fileOf('broken.png', 'image/png')]);
    await submitFormOf('ticket-reply-submit');
    expect(one('problem-alert').textContent).toContain('An attached file could not be read');
    expect((one('ticket-reply') as HTMLTextAreaElement).value).toBe('Here it is.');
    expect(byTestId('ticket-reply-attachments-file')).toHaveLength(1);
  });
});
