import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import type { BrowserPush, DeviceSubscription, PushServer } from '../model/push-device';
import { PushDeviceCard } from './push-device-card';

const find = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const stateOf = () => find('push-device-state')?.getAttribute('data-state');

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function subscription(): DeviceSubscription {
  return {
    options: { applicationServerKey: Uint8Array.from([4, 1, 2]).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser whose permission and subscription change as a real one's would. */
function fakeBrowser(
  permission: NotificationPermission | null,
  subscribed = false,
  answer: NotificationPermission = 'granted',
) {
  let current: DeviceSubscription | null = subscribed ? subscription() : null;
  const browser = {
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = answer)),
    subscription: async () => current,
    subscribe: vi.fn(async () => (current = subscription())),
  } satisfies BrowserPush;
  return browser;
}

const fakeServer = (save = vi.fn(async (subscription: string | null) => ({ subscription }))) =>
  ({ publicKey: async () => 'BAEC', save }) satisfies PushServer;

describe('PushDeviceCard', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  async function show(browser: BrowserPush, server: PushServer = fakeServer()) {
    const view = await render(<PushDeviceCard browser={browser} server={server} />);
    unmount = view.unmount;
    await settle();
  }

  it('turns push on after the browser’s question, and off again', async () => {
    const browser = fakeBrowser('default');
    const server = fakeServer();
    await show(browser, server);
    expect(find('push-device-card')?.textContent).toContain('Notifications on this device');
    expect(stateOf()).toBe('off');
    expect(find('push-device-state')?.textContent).toBe('Off');
    expect(find('push-device-toggle')?.textContent).toBe('Turn on');

    await act(async () => find('push-device-toggle')?.click());
    await settle();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(server.save).toHaveBeenLastCalledWith(expect.stringContaining('"endpoint":"https://push.example/1"'));
    expect(stateOf()).toBe('on');
    expect(find('push-device-toggle')?.textContent).toBe('Turn off');
    expect(find('push-device-hint')).toBeNull();

    await act(async () => find('push-device-toggle')?.click());
    await settle();
    expect(server.save).toHaveBeenLastCalledWith(null);
    expect(stateOf()).toBe('off');
  });

  it('shows "on" for a device already subscribed', async () => {
    await show(fakeBrowser('granted', true));
    expect(stateOf()).toBe('on');
    expect(find('push-device-toggle')?.getAttribute('data-action')).toBe('turn-off');
  });

  it('a blocked or unsupported browser gets an explanation and no button', async () => {
    await show(fakeBrowser('denied'));
    expect(stateOf()).toBe('blocked');
    expect(find('push-device-state')?.textContent).toBe('Blocked by the browser');
    expect(find('push-device-description')?.textContent).toContain("browser's settings");
    expect(find('push-device-toggle')).toBeNull();
    unmount();

    await show(fakeBrowser(null));
    expect(stateOf()).toBe('unsupported');
    expect(find('push-device-toggle')).toBeNull();
  });

  it('a refused question turns the card to "blocked"; a dismissed one leaves a calm hint', async () => {
    await show(fakeBrowser('default', false, 'denied'));
    await act(async () => find('push-device-toggle')?.click());
    await settle();
    expect(stateOf()).toBe('blocked');
    expect(find('push-device-toggle')).toBeNull();
    unmount();

    await show(fakeBrowser('default', false, 'default'));
    await act(async () => find('push-device-toggle')?.click());
    await settle();
    expect(stateOf()).toBe('off');
    expect(find('push-device-hint')?.textContent).toContain('allow them when the browser asks');
  });

  it('a subscription that fails is logged and shown as a hint where the button is, not as an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = fakeBrowser('granted');
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'));
    const server = fakeServer();
    await show(browser, server);
    await act(async () => find('push-device-toggle')?.click());
    await settle();
    expect(stateOf()).toBe('off');
    expect(find('push-device-hint')?.textContent).toBe(
      'Notifications could not be turned on just now. Please try again later.',
    );
    expect(find('push-device-toggle')?.textContent).toBe('Turn on');
    expect(document.querySelector('[data-testid="problem-alert"]')).toBeNull();
    expect(server.save).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Push: the browser could not subscribe to push', expect.any(DOMException));
  });
});
