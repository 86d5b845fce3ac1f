import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountService } from '../../../api/generated/client';
import { clearSession, getSession } from '../../../lib/session/session-store';
import { click, errorOf, find, one, problem, toasts, type, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { DeleteAccountCard } from './delete-account-card';

describe('DeleteAccountCard', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => signInAs());
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(['profile', 'own'], { profileId: 'PT100233' });
    const view = await renderAt(
      '/profile/account',
      <QueryClientProvider client={client}>
        <DeleteAccountCard />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { client, router: view.router };
  }

  it('explains that deleting is permanent and asks only for the password', async () => {
    const remove = vi.spyOn(AccountService, 'deleteAccount');
    await open();
    expect(find('account-delete-password')).toBeNull();
    await click(one('account-delete-open'));
    await waitFor('account-delete-password');

    const modal = one('account-delete-modal');
    expect(modal.textContent).toContain('This is permanent. A deleted account cannot be restored.');
    expect(modal.querySelectorAll('input').length).toBe(1);
    await click(one('account-delete-confirm'));
    expect(errorOf('account-delete-password')).toBe('This field is required.');
    expect(remove).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('shows a wrong password under the field and keeps the member signed in', async () => {
    vi.spyOn(AccountService, 'deleteAccount').mockRejectedValue(
      problem(422, {
        code: 'rule_violated',
        detail: 'The current password is not correct. Nothing was changed.',
        errors: { password: ['This value is not valid.'] },
      }),
    );
    const { router } = await open();
    await click(one('account-delete-open'));
    await waitFor('account-delete-password');
    await type('account-delete-password', 'wrong');
    await click(one('account-delete-confirm'));
    expect(errorOf('account-delete-password')).toBe('The current password is not correct. Nothing was changed.');
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/profile/account');
  });

  it('deletes with the password in the body, then signs out here and goes home with the server’s message', async () => {
    const remove = vi.spyOn(AccountService, 'deleteAccount').mockResolvedValue({ message: 'Your account has been deleted.' });
    const logout = vi.spyOn(AccountService, 'logout');
    const { client, router } = await open();
    await click(one('account-delete-open'));
    await waitFor('account-delete-password');
    await type('account-delete-password', 'my secret');
    await click(one('account-delete-confirm'));

    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0]?.[0]).toMatchObject({ requestBody: { password: 'my secret' } });
    expect(remove.mock.calls[0]?.[0].password).toBeUndefined();
    expect(getSession()).toBeNull();
    // The server has ended every sign-in already: nothing to tell it.
    expect(logout).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(toasts()).toContain('Your account has been deleted.');
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined();
  });
});
