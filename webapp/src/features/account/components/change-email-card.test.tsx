import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountService, type AccountInfo } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { clearSession, getSession } from '../../../lib/session/session-store';
import { click, errorOf, find, inputOf, one, problem, toasts, type } from '../../../testing/dom';
import { render } from '../../../testing/render';
import { signInAs } from '../../../testing/session';
import { ChangeEmailCard } from './change-email-card';

const info: AccountInfo = {
  profileId: 'PT100233',
  email: 'meera@example.com',
  countryCode: '+91',
  phoneNumber: '9876500000',
  profileStatus: ProfileStatus.Approved,
  language: 'en',
  createdOn: '2026-01-05T10:15:00Z',
};

const step = () => one('change-email-form').getAttribute('data-step');

describe('ChangeEmailCard', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => signInAs());
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(account: AccountInfo = info) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    vi.spyOn(AccountService, 'getAccountInfo').mockResolvedValue(account);
    const view = await render(
      <QueryClientProvider client={client}>
        <ChangeEmailCard info={account} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('checks the new address and the password before sending anything', async () => {
    const send = vi.spyOn(AccountService, 'changeEmailAddress');
    await open();
    expect(one('change-email').textContent).toContain('meera@example.com');
    expect(step()).toBe('address');

    await click(one('change-email-send'));
    expect(errorOf('change-email-address')).toBe('This field is required.');
    expect(errorOf('change-email-password')).toBe('This field is required.');

    await type('change-email-address', 'meera@');
    await type('change-email-password', 'secret');
    await click(one('change-email-send'));
    expect(errorOf('change-email-address')).toBe('Please enter a valid e-mail address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('changes the e-mail in two steps: address and password, then the code sent to that address', async () => {
    const send = vi
      .spyOn(AccountService, 'changeEmailAddress')
      .mockResolvedValue({ message: 'We have sent a code to the new address.' });
    const verify = vi
      .spyOn(AccountService, 'verifyEmailAddress')
      .mockRejectedValueOnce(problem(422, { code: 'rule_violated', detail: 'The code is wrong or has expired.' }))
      .mockResolvedValueOnce({ message: 'Your e-mail has been changed.' });
    await open();

    await type('change-email-address', '  meera.patel@example.com ');
    await type('change-email-password', 'secret');
    await click(one('change-email-send'));
    expect(send.mock.calls[0]?.[0].requestBody).toEqual({ email: 'meera.patel@example.com', password: 'secret' });
    expect(toasts()).toContain('We have sent a code to the new address.');

    // The code step names the address the code went to.
    expect(step()).toBe('code');
    expect(one('change-email-sent-to').textContent).toBe('meera.patel@example.com');

    await click(one('change-email-confirm'));
    expect(errorOf('change-email-code')).toBe('This field is required.');
    await type('change-email-code', '12a34');
    expect(inputOf('change-email-code').value).toBe('1234');
    await click(one('change-email-confirm'));
    expect(errorOf('change-email-code')).toBe('The code must be exactly 6 digits.');
    expect(verify).not.toHaveBeenCalled();

    // A wrong code is said under the code.
    await type('change-email-code', '111111');
    await click(one('change-email-confirm'));
    expect(verify.mock.calls[0]?.[0].requestBody).toEqual({ email: 'meera.patel@example.com', otp: '111111' });
    expect(errorOf('change-email-code')).toBe('The code is wrong or has expired.');
    expect(find('problem-alert')).toBeNull();

    await type('change-email-code', '123456');
    await click(one('change-email-confirm'));
    expect(verify).toHaveBeenCalledTimes(2);
    expect(toasts()).toContain('Your e-mail has been changed.');
    // The stored sign-in has the new address; the card is back at its first step.
    expect(getSession()?.user.email).toBe('meera.patel@example.com');
    expect(step()).toBe('address');
  });

  it('goes back from the code step to enter another address', async () => {
    vi.spyOn(AccountService, 'changeEmailAddress').mockResolvedValue({ message: 'Code sent.' });
    await open();
    await type('change-email-address', 'meera.patel@example.com');
    await type('change-email-password', 'secret');
    await click(one('change-email-send'));
    expect(step()).toBe('code');

    await click(one('change-email-back'));
    expect(step()).toBe('address');
    expect(inputOf('change-email-password').value).toBe('');
  });

  it('opens on the code step when a code was asked for a little earlier', async () => {
    const verify = vi.spyOn(AccountService, 'verifyEmailAddress').mockResolvedValue({ message: 'Changed.' });
    await open({ ...info, pendingEmail: 'new@example.com' });
    expect(step()).toBe('code');
    expect(one('change-email-sent-to').textContent).toBe('new@example.com');
    await type('change-email-code', '654321');
    await click(one('change-email-confirm'));
    expect(verify.mock.calls[0]?.[0].requestBody).toEqual({ email: 'new@example.com', otp: '654321' });
  });

  it('shows an address another member has under the address, and a wrong password under the password', async () => {
    vi.spyOn(AccountService, 'changeEmailAddress')
      .mockRejectedValueOnce(
        problem(409, {
          code: 'conflict',
          detail: 'This conflicts with data that already exists.',
          errors: { email: ['An account with this e-mail already exists.'] },
        }),
      )
      .mockRejectedValueOnce(
        problem(422, {
          code: 'rule_violated',
          detail: 'The current password is not correct. Nothing was changed.',
          errors: { password: ['This value is not valid.'] },
        }),
      );
    await open();
    await type('change-email-address', 'taken@example.com');
    await type('change-email-password', 'secret');
    await click(one('change-email-send'));
    expect(errorOf('change-email-address')).toBe('An account with this e-mail already exists.');
    expect(step()).toBe('address');

    await type('change-email-address', 'free@example.com');
    await click(one('change-email-send'));
    expect(errorOf('change-email-address')).toBe('');
    expect(errorOf('change-email-password')).toBe('The current password is not correct. Nothing was changed.');
  });
});
