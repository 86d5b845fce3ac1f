import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationService, type NotificationSettingsRequest } from '../../../api/generated/client';
import { renderAt } from '../../../testing/render-at';
import { NOTIFICATION_SETTINGS_KEY } from '../api/get-notification-settings';
import { getNotificationTypesQueryOptions } from '../api/get-notification-types';
import { NotificationSettingsPage } from './notification-settings-page';

// jsdom has no ResizeObserver, which Mantine's tabs (the profile navigation) use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const channel = (typeId: number, name: string) =>
  find(`notification-setting-${typeId}`)?.querySelector<HTMLInputElement>(
    `input[data-testid="notification-setting-${typeId}-${name}"], [data-testid="notification-setting-${typeId}-${name}"] input`,
  ) ?? null;

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('NotificationSettingsPage', { timeout: 30_000 }, () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  it('shows a row per type with its three channels and saves the changed settings', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(NOTIFICATION_SETTINGS_KEY, {
      result: [
        { notificationTypeId: 5, app: true, email: true, push: true },
        { notificationTypeId: 1, app: true, email: false, push: false },
      ],
    });
    client.setQueryData(getNotificationTypesQueryOptions().queryKey, {
      result: [
        { id: 1, otherName: '', key: 'profile_approved', name: 'Profile approved' },
        { id: 5, otherName: '', key: 'connection_request_received', name: 'Connection request received' },
      ],
      totalCount: 2,
    });
    const save = vi
      .spyOn(NotificationService, 'saveNotificationSettings')
      .mockImplementation((({ requestBody }: { requestBody: NotificationSettingsRequest }) =>
        Promise.resolve({ result: requestBody.result, message: 'Settings saved.' })) as never);

    const view = await renderAt(
      '/profile/notification-setting',
      <QueryClientProvider client={client}>
        <NotificationSettingsPage deviceCard={<section data-testid="device-card-slot" />} />
      </QueryClientProvider>,
    );
    unmount = view.unmount;

    const table = find('notification-settings-table');
    expect([...(table?.children ?? [])].map((row) => row.getAttribute('data-testid'))).toEqual([
      'notification-setting-1',
      'notification-setting-5',
    ]);
    expect(find('notification-setting-1')?.textContent).toContain('Profile approved');
    expect(channel(1, 'app')?.checked).toBe(true);
    expect(channel(1, 'email')?.checked).toBe(false);
    expect(channel(1, 'push')?.checked).toBe(false);
    expect(find('notification-channels-help')?.textContent).toContain('allow notifications');
    // The push feature's card, put in by the route, sits below the help and above the table.
    const slot = find('device-card-slot');
    expect(slot?.compareDocumentPosition(table as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await act(async () => channel(1, 'push')?.click());
    expect(channel(1, 'push')?.checked).toBe(true);
    expect(find('notification-settings-unsaved')).not.toBeNull();

    await act(async () => find('notification-settings-save')?.click());
    await settle();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        requestBody: {
          result: [
            { notificationTypeId: 1, app: true, email: false, push: true },
            { notificationTypeId: 5, app: true, email: true, push: true },
          ],
        },
      }),
    );
    expect(find('notification-settings-unsaved')).toBeNull();
    expect(channel(1, 'push')?.checked).toBe(true);
  });
});
