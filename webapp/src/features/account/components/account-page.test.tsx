import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AccountService,
  type AccountExport,
  type AccountInfo,
  type LoginHistoryItem,
  type LoginHistoryList,
} from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { getCountriesQueryOptions } from '../../../lib/lookups/get-countries';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { clearSession, getSession } from '../../../lib/session/session-store';
import { byTestId, click, find, one, toasts, waitFor } from '../../../testing/dom';
import { renderAt } from '../../../testing/render-at';
import { signInAs } from '../../../testing/session';
import { AccountPage } from './account-page';

const info: AccountInfo = {
  profileId: 'PT100233',
  email: 'meera@example.com',
  countryCode: '+91',
  phoneNumber: '9876500000',
  profileStatus: ProfileStatus.Approved,
  language: 'en',
  createdOn: '2026-01-05T10:15:00Z',
};

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';

const signIn = (at: string, extra: Partial<LoginHistoryItem> = {}): LoginHistoryItem => ({
  loginAt: at,
  method: 'password',
  ip: '203.0.113.5',
  location: 'Ahmedabad, India',
  userAgent: android,
  ...extra,
});

const historyPage = (result: LoginHistoryItem[], totalCount: number): LoginHistoryList => ({ result, totalCount });

describe('AccountPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
    notifications.clean();
    vi.restoreAllMocks();
  });

  async function open(account: AccountInfo = info, firstPage = historyPage([signIn('2026-11-21T10:15:00Z')], 1)) {
    signInAs({ profileStatus: account.profileStatus });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(QUERY_KEYS.accountInfo, account);
    client.setQueryData<InfiniteData<LoginHistoryList, number>>(QUERY_KEYS.loginHistory, {
      pages: [firstPage],
      pageParams: [1],
    });
    client.setQueryData(getCountriesQueryOptions().queryKey, { result: [], totalCount: 0 });
    client.setQueryData(QUERY_KEYS.privacy, { privateMode: false, browseInvisibly: false, offerPrivateMode: false });
    // What the page reads again after a change.
    vi.spyOn(AccountService, 'getAccountInfo').mockImplementation(() =>
      Promise.resolve(client.getQueryData<AccountInfo>(QUERY_KEYS.accountInfo) ?? account) as never,
    );
    const view = await renderAt(
      '/profile/account',
      <QueryClientProvider client={client}>
        <AccountPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
    return { client, router: view.router };
  }

  it('shows the account’s details in its sections, with the profile tabs of an approved member', async () => {
    await open({ ...info, pendingEmail: 'new@example.com' });
    expect(one('profile-nav-account').getAttribute('data-active')).toBe('true');
    expect(one('account-profile-id').textContent).toBe('PT100233');
    expect(one('account-email').textContent).toContain('meera@example.com');
    expect(one('account-pending-email').textContent).toContain('new@example.com');
    expect(one('account-phone').textContent).toBe('+91 9876500000');
    expect(one('account-member-since').textContent).toMatch(/2026/);
    expect(one('account-status').textContent).toBe('Active');
    // The sections, in order: the deactivation after the data download, the danger zone last.
    const sections = [...document.querySelectorAll('section[data-testid]')].map((s) => s.getAttribute('data-testid'));
    expect(sections).toEqual([
      'account-details',
      'account-language',
      'account-privacy',
      'change-phone',
      'change-email',
      'login-history',
      'export-data',
      'account-deactivate',
      'account-delete',
    ]);
    expect(find('account-reactivate')).toBeNull();
  });

  it('lists the sign-ins: when, how, which browser, where and from which address; older ones on demand', async () => {
    const more = vi
      .spyOn(AccountService, 'getLoginHistory')
      .mockResolvedValue(historyPage([signIn('2026-11-01T08:00:00Z', { method: 'code', location: null, userAgent: null })], 2));
    await open(info, historyPage([signIn('2026-11-21T10:15:00Z')], 2));

    const [first] = byTestId('login-history-item');
    expect(one('login-history-time', first).getAttribute('datetime')).toBe('2026-11-21T10:15:00Z');
    expect(one('login-history-time', first).textContent).toMatch(/2026/);
    expect(one('login-history-method', first).textContent).toBe('Password');
    expect(one('login-history-browser', first).textContent).toBe('Chrome 126 on Android');
    expect(one('login-history-browser', first).getAttribute('title')).toBe(android);
    expect(one('login-history-location', first).textContent).toBe('Ahmedabad, India');
    expect(one('login-history-ip', first).textContent).toBe('IP 203.0.113.5');

    await click(one('login-history-more'));
    expect(more).toHaveBeenCalledWith({ pageIndex: 2, pageSize: 10 });
    const items = byTestId('login-history-item');
    expect(items).toHaveLength(2);
    expect(one('login-history-method', items[1]).textContent).toBe('Code by e-mail');
    expect(one('login-history-location', items[1]).textContent).toBe('Unknown location');
    expect(one('login-history-browser', items[1]).textContent).toBe('Unknown browser');
    expect(find('login-history-more')).toBeNull();
  });

  it('says so when there is no sign-in to list', async () => {
    await open(info, historyPage([], 0));
    expect(one('login-history-empty')).toBeTruthy();
  });

  it('deactivates after a confirmation that says the profile is hidden until reactivated', async () => {
    const deactivate = vi
      .spyOn(AccountService, 'deactivateAccount')
      .mockResolvedValue({ profileStatus: ProfileStatus.Deactivated, message: 'Your account is deactivated.' });
    const { client, router } = await open();

    await click(one('account-deactivate-open'));
    const modal = await waitFor('account-deactivate-modal');
    await waitFor('account-deactivate-confirm');
    expect(modal.textContent).toContain('hidden from everyone');
    expect(modal.textContent).toContain('until you reactivate it');
    expect(deactivate).not.toHaveBeenCalled();

    await click(one('account-deactivate-confirm'));
    expect(deactivate).toHaveBeenCalledTimes(1);
    // As a live status event does: the stored status changes and the member goes where it leads.
    expect(getSession()?.user.profileStatus).toBe(ProfileStatus.Deactivated);
    expect(client.getQueryData<AccountInfo>(QUERY_KEYS.accountInfo)?.profileStatus).toBe(ProfileStatus.Deactivated);
    expect(router.state.location.pathname).toBe('/');
    expect(toasts()).toContain('Your account is deactivated.');
  });

  it('leads with the reactivation while deactivated, with the account’s tabs only and no sign-ins', async () => {
    const activate = vi
      .spyOn(AccountService, 'activateAccount')
      .mockResolvedValue({ profileStatus: ProfileStatus.Approved, message: 'Welcome back.' });
    const { router } = await open({ ...info, profileStatus: ProfileStatus.Deactivated });

    const tabs = [...one('profile-nav').querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('data-testid'));
    expect(tabs).toEqual(['profile-nav-profile', 'profile-nav-change-password', 'profile-nav-family', 'profile-nav-account']);
    expect(find('login-history')).toBeNull();
    expect(one('account-status').textContent).toBe('Deactivated');
    const sections = [...document.querySelectorAll('section[data-testid]')].map((s) => s.getAttribute('data-testid'));
    expect(sections.slice(0, 2)).toEqual(['account-details', 'account-reactivate']);
    expect(find('account-deactivate')).toBeNull();

    await click(one('account-reactivate-confirm'));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(getSession()?.user.profileStatus).toBe(ProfileStatus.Approved);
    expect(router.state.location.pathname).toBe('/');
    expect(toasts()).toContain('Welcome back.');
  });

  it('downloads the data as sagpan-{profileId}.json', async () => {
    const data = { exportedOn: '2026-11-21T10:15:00Z', account: { profileId: 'PT100233' } } as unknown as AccountExport;
    vi.spyOn(AccountService, 'exportAccount').mockResolvedValue(data);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sagpan/2'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();

    await click(one('export-data-download'));
    expect(saved).toEqual(['sagpan-PT100233.json']);
    expect(toasts()).toContain('Your data has been downloaded.');
  });
});
