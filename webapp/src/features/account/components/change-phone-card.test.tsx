import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationService, type AccountInfo, type VerificationState } from '../../../api/generated/client';
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

const unverified: VerificationState = {
  badges: [],
  next: ['phone'],
  phone: { countryCode: '+91', phoneNumber: '9876500000' },
  vouches: [],
  isVolunteer: false,
};

const verified: VerificationState = {
  badges: ['phone'],
  next: [],
  phone: { countryCode: '+91', phoneNumber: '9876500000', verifiedAt: '2026-11-29T10:00:00Z' },
  vouches: [],
  isVolunteer: false,
};

describe('ChangePhoneCard', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(state: VerificationState = unverified) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(getCountriesQueryOptions().queryKey, {
      result: [
        { id: 92, otherName: '', name: 'India', code: '+91', shortName: 'IN' },
        { id: 1, otherName: '', name: 'United Kingdom', code: '+44', shortName: 'GB' },
      ],
      totalCount: 2,
    });
    client.setQueryData(QUERY_KEYS.verification, state);
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

  it('shows the number now, that it is not verified, and starts a new number from +91', async () => {
    await open();
    expect(one('change-phone').textContent).toContain('+91 9876500000');
    expect(one('phone-status').dataset.verified).toBe('false');
    expect(one('phone-status').textContent).toBe('Not verified');
    expect(inputOf('change-phone-code').value).toBe('+91');
    expect(inputOf('change-phone-number').value).toBe('');
  });

  it('offers no verification of a verified number', async () => {
    await open(verified);
    expect(one('phone-status').textContent).toBe('Verified');
    expect(find('phone-verify-own')).toBeNull();
  });

  it('texts a code to the own number without the password, then verifies it with the code', async () => {
    const send = vi.spyOn(VerificationService, 'sendPhoneCode').mockResolvedValue({ message: 'Code texted.' });
    const verify = vi.spyOn(VerificationService, 'verifyPhone').mockResolvedValue(verified);
    await open();
    await click(one('phone-verify-own-send'));
    expect(send.mock.calls[0]?.[0].requestBody).toEqual({ countryCode: '+91', phoneNumber: '9876500000' });
    expect(toasts()).toContain('Code texted.');
    expect(one('phone-code-sent-to').textContent).toBe('+91 9876500000');

    await type('phone-code', '493817');
    await click(one('phone-code-confirm'));
    expect(verify.mock.calls[0]?.[0].requestBody).toEqual({
      countryCode: '+91',
      phoneNumber: '9876500000',
      otp: '493817',
    });
    expect(toasts()).toContain('Your mobile number is verified.');
    expect(one('phone-status').textContent).toBe('Verified');
    expect(find('phone-code')).toBeNull();
  });

  it('asks for the number and the password, and ten digits for +91, without calling the server', async () => {
    const send = vi.spyOn(VerificationService, 'sendPhoneCode');
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
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a number that another member verified under the number', async () => {
    vi.spyOn(VerificationService, 'sendPhoneCode').mockRejectedValue(
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
    vi.spyOn(VerificationService, 'sendPhoneCode').mockRejectedValue(
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

  it('texts a code to a new number with the password; a wrong code is said under the code; the right one changes it', async () => {
    const send = vi.spyOn(VerificationService, 'sendPhoneCode').mockResolvedValue({ message: 'Code texted.' });
    const verify = vi
      .spyOn(VerificationService, 'verifyPhone')
      .mockRejectedValueOnce(
        problem(422, { code: 'rule_violated', detail: 'The code is wrong or has expired. Ask for a new code.' }),
      )
      .mockResolvedValueOnce({
        badges: ['phone'],
        next: [],
        phone: { countryCode: '+91', phoneNumber: '9876543210', verifiedAt: '2026-11-29T10:00:00Z' },
        vouches: [],
        isVolunteer: false,
      });
    const client = await open();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fill('9876543210', 'secret');
    await click(one('change-phone-submit'));
    expect(send.mock.calls[0]?.[0].requestBody).toEqual({
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: 'secret',
    });
    expect(one('phone-code-sent-to').textContent).toBe('+91 9876543210');

    await type('phone-code', '000000');
    await click(one('phone-code-confirm'));
    expect(errorOf('phone-code')).toBe('The code is wrong or has expired. Ask for a new code.');
    await type('phone-code', '493817');
    await click(one('phone-code-confirm'));
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[0].requestBody).toEqual({
      countryCode: '+91',
      phoneNumber: '9876543210',
      otp: '493817',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.accountInfo });
    expect(inputOf('change-phone-number').value).toBe('');
  });

  it('goes back from the code to the number', async () => {
    vi.spyOn(VerificationService, 'sendPhoneCode').mockResolvedValue({ message: 'Code texted.' });
    await open();
    await click(one('phone-verify-own-send'));
    await click(one('phone-code-back'));
    expect(find('phone-code')).toBeNull();
    expect(one('change-phone-submit')).toBeTruthy();
  });
});
