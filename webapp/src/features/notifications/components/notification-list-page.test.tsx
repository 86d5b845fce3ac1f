import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { adoptSession, clearSession } from '../../../lib/session/session-store';
import { renderAt } from '../../../testing/render-at';
import { getNotificationPagesQueryOptions } from '../api/get-notifications';
import { NotificationListPage } from './notification-list-page';

// jsdom has no ResizeObserver, which Mantine's tabs (the notification navigation) use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function signIn(profileStatus: ProfileStatus) {
  adoptSession({
    user: {
      memberId: 7,
      profileId: 'PT100233',
      email: 'meera@example.com',
      emailConfirmed: true,
      profileStatus,
      firstName: 'Meera',
      lastName: 'Patel',
      role: 'member',
      language: 'en',
    },
    accessToken: 'a',
    accessTokenExpirationTime: '2099-01-01T00:00:00Z',
    refreshToken: 'r',
  });
}

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('NotificationListPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    clearSession();
  });

  async function show() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(getNotificationPagesQueryOptions().queryKey, {
      pages: [{ result: [], totalCount: 0 } satisfies NotificationList],
      pageParams: [1],
    });
    const view = await renderAt(
      '/notification/list',
      <QueryClientProvider client={client}>
        <NotificationListPage />
      </QueryClientProvider>,
    );
    unmount = view.unmount;
  }

  it('gives an approved member the tab to their activities', async () => {
    signIn(ProfileStatus.Approved);
    await show();
    expect(find('notification-nav-list')?.getAttribute('aria-selected')).toBe('true');
    expect(find('notification-nav-activity')?.textContent).toBe('My activities');
    expect(find('notification-list-empty')?.textContent).toBe('No notifications found');
  });

  it('has no activities tab for a member whose profile is not approved (they have no activities page)', async () => {
    signIn(ProfileStatus.Submitted);
    await show();
    expect(find('notification-nav')).toBeNull();
    expect(find('notification-list-empty')).not.toBeNull();
  });
});
