import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountService, type ChangePasswordRequest } from '../../../api/generated/client';
import { click, errorOf, find, inputOf, one, problem, toasts, type } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { ChangePasswordPage } from './change-password-page';

describe('ChangePasswordPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const view = await renderAt(
      '/profile/change-password',
      <QueryClientProvider client={client}>
        <ChangePasswordPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  async function fill(current: string, next: string, confirm: string) {
    await type('change-password-current', current);
    await type('change-password-new', next);
    await type('change-password-confirm', confirm);
  }

  it('sits in the profile area, its tab selected', async () => {
    await open();
    expect(one('profile-nav-change-password').getAttribute('data-active')).toBe('true');
    expect(one('profile-nav-account')).toBeTruthy();
  });

  it('asks for every field, then for 6 to 100 characters and a matching confirmation, without calling the server', async () => {
    const change = vi.spyOn(AccountService, 'changePassword');
    await open();

    await click(one('change-password-submit'));
    expect(errorOf('change-password-current')).toBe('This field is required.');
    expect(errorOf('change-password-new')).toBe('This field is required.');
    expect(errorOf('change-password-confirm')).toBe('This field is required.');

    await fill('old secret', 'abc12', 'abc12');
    await click(one('change-password-submit'));
    expect(errorOf('change-password-current')).toBe('');
    expect(errorOf('change-password-new')).toBe('Please enter at least 6 characters.');

    await fill('old secret', 'p'.repeat(101), 'p'.repeat(101));
    await click(one('change-password-submit'));
    expect(errorOf('change-password-new')).toBe('Please enter no more than 100 characters.');

    await fill('old secret', 'sagpan-2026', 'sagpan-2027');
    await click(one('change-password-submit'));
    expect(errorOf('change-password-new')).toBe('');
    expect(errorOf('change-password-confirm')).toBe('The passwords do not match.');
    expect(change).not.toHaveBeenCalled();
  });

  it('sends the three fields, shows the server’s message and empties the form', async () => {
    const change = vi
      .spyOn(AccountService, 'changePassword')
      .mockResolvedValue({ message: 'Your password has been updated.' });
    await open();
    await fill('old secret', 'sagpan-2026', 'sagpan-2026');
    await click(one('change-password-submit'));

    expect(change).toHaveBeenCalledTimes(1);
    expect(change.mock.calls[0]?.[0].requestBody).toEqual<ChangePasswordRequest>({
      currentPassword: 'old secret',
      newPassword: 'sagpan-2026',
      confirmPassword: 'sagpan-2026',
    });
    expect(toasts()).toContain('Your password has been updated.');
    expect(inputOf('change-password-current').value).toBe('');
    expect(inputOf('change-password-new').value).toBe('');
    expect(inputOf('change-password-confirm').value).toBe('');
  });

  it('shows a wrong current password under that field, not in an alert', async () => {
    vi.spyOn(AccountService, 'changePassword').mockRejectedValue(
      problem(422, {
        code: 'rule_violated',
        detail: 'The current password is not correct. Nothing was changed.',
        errors: { currentPassword: ['This value is not valid.'] },
      }),
    );
    await open();
    await fill('wrong one', 'sagpan-2026', 'sagpan-2026');
    await click(one('change-password-submit'));

    expect(errorOf('change-password-current')).toBe('The current password is not correct. Nothing was changed.');
    expect(find('problem-alert')).toBeNull();
    expect(inputOf('change-password-new').value).toBe('sagpan-2026');
  });

  it('shows a failure that names no field in an alert', async () => {
    vi.spyOn(AccountService, 'changePassword').mockRejectedValue(
      problem(429, { code: 'too_many_requests', detail: 'Too many tries. Please wait a few minutes.' }),
    );
    await open();
    await fill('old secret', 'sagpan-2026', 'sagpan-2026');
    await click(one('change-password-submit'));
    expect(one('problem-alert').textContent).toContain('Too many tries. Please wait a few minutes.');
  });
});
