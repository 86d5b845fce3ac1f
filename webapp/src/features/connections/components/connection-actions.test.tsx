import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConnectionsService,
  ProfileService,
  type CardConnection,
  type ConnectionStatus,
  type MemberDetail,
} from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import type { MemberActionsProps } from '../../../components/member-actions';
import { dateTime } from '../../../lib/relative-time';
import { CONNECTION_QUERY_KEYS, QUERY_KEYS } from '../../../lib/query-keys';
import { renderAt } from '../../../testing/render-at';
import { ConnectionActions } from './connection-actions';

const own = (connectQuota: MemberDetail['connectQuota']): MemberDetail => ({
  id: 7,
  profileId: 'PT100233',
  createdBy: 'self',
  profileStatus: ProfileStatus.Approved,
  wizardStep: 4,
  firstName: 'Rahul',
  lastName: 'Desai',
  connectQuota,
});

const connection = (status: ConnectionStatus, more: Partial<CardConnection> = {}): CardConnection => ({
  requestId: 31,
  status,
  createdOn: '2026-11-21T10:15:00Z',
  sent: status === 'sent',
  ...more,
});

const failure = (status: number, body: Record<string, unknown>) =>
  new ApiError(
    { method: 'POST', url: '/api/Match/x' },
    { url: '/api/Match/x', ok: false, status, statusText: '', body: { status, ...body } },
    '',
  );

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const one = (id: string) => {
  const element = find(id);
  if (!element) throw new Error(`no ${id}`);
  return element;
};
const shownActions = () =>
  [...(find('connection-actions')?.querySelectorAll<HTMLElement>('[data-testid]') ?? [])].map((e) => e.dataset.testid);
const toasts = () => notificationsStore.getState().notifications.map((n) => ({ message: n.message, color: n.color }));

/** What the report dialog's autosizing textarea reads and jsdom lacks. */
function stubLayoutApis(): void {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** A dialog's content stays a moment after it is closed (its transition): waits until it has gone. */
async function gone(id: string) {
  for (let i = 0; i < 40 && find(id); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
  return find(id) === null;
}

/** A dialog's content shows after its opening transition: waits until it is there. */
async function shown(id: string) {
  for (let i = 0; i < 40 && !find(id); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
  return one(id);
}

async function settle() {
  for (let i = 0; i < 6; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

async function type(element: HTMLElement, text: string) {
  const input = element instanceof HTMLTextAreaElement ? element : element.querySelector('textarea');
  if (!input) throw new Error('no textarea');
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('ConnectionActions', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  beforeAll(stubLayoutApis);
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function show(
    props: Partial<MemberActionsProps> = {},
    quota: MemberDetail['connectQuota'] = { remaining: 4, nextFreeAt: '2026-11-21T10:15:00Z' },
  ) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(QUERY_KEYS.ownProfile, own(quota));
    // The refresh after an action reads the profile again: it answers what the cache holds.
    vi.spyOn(ProfileService, 'getOwnProfile').mockImplementation(() =>
      Promise.resolve(client.getQueryData<MemberDetail>(QUERY_KEYS.ownProfile) ?? own(quota)) as never,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = await renderAt(
      '/matches/detail/42',
      <QueryClientProvider client={client}>
        <ConnectionActions
          memberId={42}
          memberName="Meera Patel"
          isShortlisted={false}
          variant="card"
          connection={null}
          {...props}
        />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { client, invalidate };
  }

  const expectRefreshed = (invalidate: ReturnType<typeof vi.spyOn>) => {
    for (const queryKey of CONNECTION_QUERY_KEYS) expect(invalidate).toHaveBeenCalledWith({ queryKey });
  };

  it('shows each connection state its own buttons', async () => {
    await show();
    expect(shownActions()).toEqual(['connect-button', 'shortlist-button', 'block-button', 'connect-quota']);
    unmount();
    await show({ connection: connection('sent') });
    expect(shownActions()).toEqual(['cancel-request-button', 'shortlist-button', 'block-button']);
    unmount();
    await show({ connection: connection('received'), variant: 'detail' });
    expect(shownActions()).toEqual([
      'accept-button',
      'reply-button',
      'decline-button',
      'shortlist-button',
      'block-button',
      'report-button',
    ]);
    unmount();
    await show({ connection: connection('accepted') });
    expect(shownActions()).toEqual(['contact-family-button', 'shortlist-button', 'block-button']);
    unmount();
    await show({ connection: connection('accepted'), variant: 'detail' });
    expect(shownActions()).toEqual([
      'connected-state',
      'contact-family-button',
      'shortlist-button',
      'block-button',
      'report-button',
    ]);
    unmount();
    // Her request declined by him: no Connect for 90 days after his answer, said gently (rule 42).
    await show({ connection: connection('declined', { sent: true, connectAgainOn: '2027-02-20T10:15:00Z' }) });
    expect(shownActions()).toEqual(['not-taken-forward', 'shortlist-button', 'block-button']);
    expect(one('not-taken-forward').textContent).toContain('Not taken forward');
    unmount();
    // A request he declined, or hers once the 90 days are over: Connect again.
    await show({ connection: connection('declined', { sent: false }) });
    expect(shownActions()[0]).toBe('connect-button');
    unmount();
    await show({ connection: connection('declined'), blocked: true });
    expect(shownActions()).toEqual(['unblock-button']);
  });

  it('shows the quota before Connect is pressed, and sends the request', async () => {
    const send = vi
      .spyOn(ConnectionsService, 'sendConnectRequest')
      .mockResolvedValue({ requestId: 77, remaining: 3, nextFreeAt: '2026-11-21T10:15:00Z' });
    const { client, invalidate } = await show();
    expect(one('connect-quota').textContent).toBe('4 of 5 requests left');
    expect(one('connect-button').hasAttribute('disabled')).toBe(false);

    await click(one('connect-button'));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { memberId: 42 } }));
    expect(toasts()).toContainEqual({ message: 'Your connection request has been sent to Meera Patel.', color: 'green' });
    expect(client.getQueryData<MemberDetail>(QUERY_KEYS.ownProfile)?.connectQuota?.remaining).toBe(3);
    expectRefreshed(invalidate);
  });

  it('with no request left, Connect is disabled and the text says when the next one frees up', async () => {
    const send = vi.spyOn(ConnectionsService, 'sendConnectRequest');
    await show({ variant: 'detail' }, { remaining: 0, nextFreeAt: '2026-11-21T10:15:00Z' });
    const time = dateTime('2026-11-21T10:15:00Z', 'en');
    expect(one('connect-quota').textContent).toBe(
      `You have sent 5 requests in the last 24 hours. The next one frees up at ${time}.`,
    );
    expect(one('connect-button').hasAttribute('disabled')).toBe(true);
    await click(one('connect-button'));
    expect(send).not.toHaveBeenCalled();
  });

  it('a refused send (422, quota used) shows the server text and the time it names', async () => {
    const detail = 'You can send at most 5 connection requests in 24 hours. You can send the next one after 10:15.';
    vi.spyOn(ConnectionsService, 'sendConnectRequest').mockRejectedValue(
      failure(422, { code: 'rule_violated', reason: 'connect_limit_reached', detail, nextFreeAt: '2026-11-21T10:15:00Z' }),
    );
    const { client } = await show();
    await click(one('connect-button'));
    expect(toasts()).toContainEqual({ message: detail, color: 'orange' });
    expect(client.getQueryData<MemberDetail>(QUERY_KEYS.ownProfile)?.connectQuota).toEqual({
      remaining: 0,
      nextFreeAt: '2026-11-21T10:15:00Z',
    });
    expect(one('connect-quota').textContent).toBe(`No requests left until ${dateTime('2026-11-21T10:15:00Z', 'en')}`);
    expect(one('connect-button').hasAttribute('disabled')).toBe(true);
  });

  it('a 409 (the other member asked first) toasts the detail and reads the cards again', async () => {
    const detail = 'This member has already sent you a request. Accept it from your inbox.';
    vi.spyOn(ConnectionsService, 'sendConnectRequest').mockRejectedValue(
      failure(409, { code: 'conflict', reason: 'request_already_received', detail }),
    );
    const { invalidate } = await show();
    await click(one('connect-button'));
    expect(toasts()).toContainEqual({ message: detail, color: 'orange' });
    expectRefreshed(invalidate);
  });

  it('accepts, declines and cancels by the request id, with the server answer as a toast', async () => {
    const accept = vi.spyOn(ConnectionsService, 'acceptConnectRequest').mockResolvedValue({ message: 'Accepted.' });
    const decline = vi.spyOn(ConnectionsService, 'declineConnectRequest').mockResolvedValue({ message: 'Declined.' });
    const cancel = vi.spyOn(ConnectionsService, 'cancelConnectRequest').mockResolvedValue({ message: 'Cancelled.' });
    let { invalidate } = await show({ connection: connection('received') });
    await click(one('accept-button'));
    expect(accept).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { requestId: 31 } }));
    expect(toasts()).toContainEqual({ message: 'Accepted.', color: 'green' });
    expectRefreshed(invalidate);
    await click(one('decline-button'));
    expect(decline).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { requestId: 31 } }));
    unmount();

    ({ invalidate } = await show({ connection: connection('sent') }));
    await click(one('cancel-request-button'));
    expect(cancel).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { requestId: 31 } }));
    expect(toasts()).toContainEqual({ message: 'Cancelled.', color: 'green' });
    expectRefreshed(invalidate);
  });

  it('shows why an answer failed', async () => {
    const detail = 'This request is no longer pending; it may have just been cancelled or answered. Nothing was changed.';
    vi.spyOn(ConnectionsService, 'acceptConnectRequest').mockRejectedValue(
      failure(422, { code: 'request_not_pending', detail }),
    );
    await show({ connection: connection('received') });
    await click(one('accept-button'));
    expect(toasts()).toContainEqual({ message: detail, color: 'red' });
  });

  it('the shortlist button adds or removes, as the member stands', async () => {
    const add = vi.spyOn(ConnectionsService, 'addMemberToShortlist').mockResolvedValue({ message: 'Added.' });
    const remove = vi.spyOn(ConnectionsService, 'removeMemberFromShortlist').mockResolvedValue({ message: 'Removed.' });
    await show();
    expect(one('shortlist-button').getAttribute('aria-pressed')).toBe('false');
    await click(one('shortlist-button'));
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { memberId: 42 } }));
    expect(remove).not.toHaveBeenCalled();
    unmount();

    await show({ isShortlisted: true });
    expect(one('shortlist-button').getAttribute('aria-pressed')).toBe('true');
    await click(one('shortlist-button'));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { memberId: 42 } }));
  });

  it('blocks only after the confirmation, then leaves before the lists are read again', async () => {
    const order: string[] = [];
    const block = vi.spyOn(ConnectionsService, 'blockMember').mockImplementation((() => {
      order.push('block');
      return Promise.resolve({ message: 'Blocked.' });
    }) as never);
    const onBlocked = vi.fn(() => {
      order.push('left');
      return Promise.resolve();
    });
    const { invalidate } = await show({ variant: 'detail', onBlocked });
    invalidate.mockImplementation((() => {
      order.push('refresh');
      return Promise.resolve();
    }) as never);

    await click(one('block-button'));
    expect(block).not.toHaveBeenCalled();
    await shown('block-confirm-button');
    expect(one('block-dialog').textContent).toContain('Block Meera Patel?');
    expect(one('block-dialog').textContent).toContain(
      "You and Meera Patel will vanish from each other's lists, search, profile pages and inbox, and any pending connection requests between you are cancelled.",
    );
    await click(one('block-confirm-button'));
    expect(block).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { memberId: 42 } }));
    expect(toasts()).toContainEqual({ message: 'Blocked.', color: 'green' });
    expect(order.slice(0, 3)).toEqual(['block', 'left', 'refresh']);
    expect(await gone('block-confirm-button')).toBe(true);
  });

  it('keeps the block dialog open with the reason when blocking is refused', async () => {
    const detail = 'You can block at most 20 members at a time. Unblock someone before blocking another member.';
    vi.spyOn(ConnectionsService, 'blockMember').mockRejectedValue(failure(422, { code: 'block_limit_reached', detail }));
    const onBlocked = vi.fn();
    await show({ onBlocked });
    await click(one('block-button'));
    await click(await shown('block-confirm-button'));
    expect(one('block-dialog').textContent).toContain(detail);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('unblocks from the Blocked tab', async () => {
    const unblock = vi.spyOn(ConnectionsService, 'unblockMember').mockResolvedValue({ message: 'Unblocked.' });
    const { invalidate } = await show({ blocked: true });
    await click(one('unblock-button'));
    expect(unblock).toHaveBeenCalledWith(expect.objectContaining({ requestBody: { memberId: 42 } }));
    expect(toasts()).toContainEqual({ message: 'Unblocked.', color: 'green' });
    expectRefreshed(invalidate);
  });

  it('reports only with a reason from the list, words for "something else", and sends them trimmed', async () => {
    const report = vi.spyOn(ConnectionsService, 'reportUserToAdmin').mockResolvedValue({ message: 'Reported.' });
    await show({ variant: 'detail' });
    await click(one('report-button'));
    await click(await shown('report-submit-button'));
    expect(report).not.toHaveBeenCalled();
    expect(one('report-dialog').textContent).toContain('Choose what is wrong.');

    await click(one('report-category-other'));
    await click(one('report-submit-button'));
    expect(report).not.toHaveBeenCalled();
    expect(one('report-reason-input').getAttribute('aria-invalid')).toBe('true');
    expect(one('report-dialog').textContent).toContain('This field is required.');

    await type(await shown('report-reason-input'), '  The photos are of someone else.  ');
    await click(one('report-submit-button'));
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { memberId: 42, category: 'other', reason: 'The photos are of someone else.', block: false },
      }),
    );
    expect(toasts()).toContainEqual({ message: 'Reported.', color: 'green' });
    expect(await gone('report-reason-input')).toBe(true);
  });

  it('sends a category without words, and the block when it is asked for', async () => {
    const report = vi.spyOn(ConnectionsService, 'reportUserToAdmin').mockResolvedValue({ message: 'Reported.' });
    await show({ variant: 'detail' });
    await click(one('report-button'));
    await shown('report-category');
    await click(one('report-category-asks_for_money'));
    await click(one('report-block'));
    await click(one('report-submit-button'));
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: { memberId: 42, category: 'asks_for_money', reason: undefined, block: true },
      }),
    );
  });

  it('shows a refused report in the dialog', async () => {
    const detail = 'You have reported this member in the last 30 days; the moderators will look at it.';
    vi.spyOn(ConnectionsService, 'reportUserToAdmin').mockRejectedValue(failure(422, { code: 'already_reported', detail }));
    await show({ variant: 'detail' });
    await click(one('report-button'));
    await shown('report-category');
    await click(one('report-category-fake_profile'));
    await click(one('report-submit-button'));
    expect(one('report-dialog').textContent).toContain(detail);
  });
});
