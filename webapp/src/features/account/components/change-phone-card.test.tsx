import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountService, type AccountInfo } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { click, errorOf, find, inputOf, one, problem, toasts, type } from '../../../testing/dom';
import { render } from '../../../testing/render';
import { ChangePhoneCard } from './change-phone-card';

const info: AccountInfo = {
  profileId: 'PT100233',
  email: 'meera@example.com',
  countryCode: '+91',
  phoneNumber: '9876500000',
  profileStatus: ProfileStatus.Approved,
  language: 'en',
  createdOn: '2026-01-05T10:15:00Z',
};

describe('ChangePhoneCard', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(getCountriesQueryOptions().queryKey, {
      result: [
        { id: 92, otherName: '', name: 'India', code: '+91', shortName: 'IN' },
        { id: 1, otherName: '', name: 'United Kingdom', code: '+44', shortName: 'GB' },
      ],
      totalCount: 2,
    });
    const view = await render(
      <QueryClientProvider client={client}>
        <ChangePhoneCard info={info} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return client;
  }

  async function fill(number: string, password: string) {
    await type('change-phone-number', number);
    await type('change-phone-password', password);
  }

  it('shows the number now and starts from +91', async () => {
    await open();
    expect(one('change-phone').textContent).toContain('+91 9876500000');
    expect(inputOf('change-phone-code').value).toBe('+91');
    expect(inputOf('change-phone-number').value).toBe('');
  });

  it('asks for the number and the password, and ten digits for +91, without calling the server', async () => {
    const change = vi.spyOn(AccountService, 'changePhoneNumber');
    await open();
    await click(one('change-phone-submit'));
    expect(errorOf('change-phone-number')).toBe('This field is required.');
    expect(errorOf('change-phone-password')).toBe('This field is required.');

    await fill('987654321', 'secret');
    await click(one('change-phone-submit'));
    expect(errorOf('change-phone-number')).toBe('The phone number must have at least 10 digits.');
    expect(errorOf('change-phone-password')).toBe('');

    await fill('98765x4321', 'secret');
    await click(one('change-phone-submit'));
    expect(errorOf('change-phone-number')).toBe('Please enter a valid phone number.');
    expect(change).not.toHaveBeenCalled();
  });

  it('shows a number that another member has under the number', async () => {
    vi.spyOn(AccountService, 'changePhoneNumber').mockRejectedValue(
      problem(409, {
        code: 'conflict',
        detail: 'This conflicts with data that already exists.',
        errors: { phoneNumber: ['An account with this mobile number already exists.'] },
      }),
    );
    await open();
    await fill('9876543210', 'secret');
    await click(one('change-phone-submit'));
    expect(errorOf('change-phone-number')).toBe('An account with this mobile number already exists.');
    expect(find('problem-alert')).toBeNull();
  });

  it('shows a wrong password under the password', async () => {
    vi.spyOn(AccountService, 'changePhoneNumber').mockRejectedValue(
      problem(422, {
        code: 'rule_violated',
        detail: 'The current password is not correct. Nothing was changed.',
        errors: { password: ['This value is not valid.'] },
      }),
    );
    await open();
    await fill('9876543210', 'wrong');
    await click(one('change-phone-submit'));
    expect(errorOf('change-phone-password')).toBe('The current password is not correct. Nothing was changed.');
    expect(errorOf('change-phone-number')).toBe('');
  });

  it('sends the code, the number and the password; then the message, an empty form and fresh account details', async () => {
    const change = vi.spyOn(AccountService, 'changePhoneNumber').mockResolvedValue({ message: 'Mobile number changed.' });
    const client = await open();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fill('9876543210', 'secret');
    await click(one('change-phone-submit'));

    expect(change.mock.calls[0]?.[0].requestBody).toEqual({
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: 'secret',
    });
    expect(toasts()).toContain('Mobile number changed.');
    expect(inputOf('change-phone-number').value).toBe('');
    expect(inputOf('change-phone-password').value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.accountInfo });
  });
});
