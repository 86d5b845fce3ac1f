import { describe, expect, it, vi } from 'vitest';
import {
  readPushState,
  resendPushSubscription,
  turnPushOff,
  turnPushOn,
  type BrowserPush,
  type DeviceSubscription,
  type PushServer,
} from './push-device';

/** The server's key in base64url, and its bytes. */
const KEY = 'BAEC';
const KEY_BYTES = [4, 1, 2];

function subscription(keyBytes = KEY_BYTES, unsubscribed: boolean | Error = true): DeviceSubscription {
  return {
    options: { applicationServerKey: Uint8Array.from(keyBytes).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(() =>
      unsubscribed instanceof Error ? Promise.reject(unsubscribed) : Promise.resolve(unsubscribed),
    ),
  };
}

function browser(
  permission: NotificationPermission | null,
  options: {
    answer?: NotificationPermission;
    current?: DeviceSubscription | null;
    subscribe?: () => Promise<DeviceSubscription>;
  } = {},
) {
  let current = options.current ?? null;
  const made = subscription();
  const fake = {
    permission: vi.fn(() => permission),
    requestPermission: vi.fn(async () => {
      permission = options.answer ?? 'granted';
      return permission;
    }),
    subscription: vi.fn(async () => current),
    subscribe: vi.fn(async (key: Uint8Array<ArrayBuffer>) => {
      expect([...key]).toEqual(KEY_BYTES);
      current = options.subscribe ? await options.subscribe() : made;
      return current;
    }),
  } satisfies BrowserPush;
  return { fake, made };
}

function server(save: (s: string | null) => Promise<unknown> = async () => ({})) {
  return { publicKey: vi.fn(async () => KEY), save: vi.fn(save) } satisfies PushServer;
}

const SAVED = JSON.stringify({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } });

describe('readPushState', () => {
  it('reads the permission and, when granted, whether there is a subscription', async () => {
    const log = vi.fn();
    expect(await readPushState(browser(null).fake, log)).toBe('unsupported');
    expect(await readPushState(browser('denied').fake, log)).toBe('blocked');
    expect(await readPushState(browser('default').fake, log)).toBe('off');
    expect(await readPushState(browser('granted').fake, log)).toBe('off');
    expect(await readPushState(browser('granted', { current: subscription() }).fake, log)).toBe('on');
    expect(log).not.toHaveBeenCalled();
  });

  it('a service worker that never becomes active reads as off, logged', async () => {
    const { fake } = browser('granted');
    fake.subscription.mockRejectedValueOnce(new Error('timeout'));
    const log = vi.fn();
    expect(await readPushState(fake, log)).toBe('off');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('turnPushOn', () => {
  it('asks for the permission, subscribes with the server’s key and saves the subscription', async () => {
    const { fake } = browser('default');
    const api = server();
    expect(await turnPushOn(fake, api, vi.fn())).toEqual({ state: 'on', problem: null });
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(api.save).toHaveBeenCalledWith(SAVED);
  });

  it('reuses a subscription made with the same key, and replaces one made with another key', async () => {
    const same = browser('granted', { current: subscription() });
    expect(await turnPushOn(same.fake, server(), vi.fn())).toEqual({ state: 'on', problem: null });
    expect(same.fake.requestPermission).not.toHaveBeenCalled();
    expect(same.fake.subscribe).not.toHaveBeenCalled();

    const old = subscription([4, 9, 9]);
    const other = browser('granted', { current: old });
    expect(await turnPushOn(other.fake, server(), vi.fn())).toEqual({ state: 'on', problem: null });
    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(other.fake.subscribe).toHaveBeenCalledTimes(1);
  });

  it('a refused permission is "blocked", a dismissed prompt is off with a hint: neither subscribes', async () => {
    const denied = browser('default', { answer: 'denied' });
    const api = server();
    expect(await turnPushOn(denied.fake, api, vi.fn())).toEqual({ state: 'blocked', problem: null });
    const dismissed = browser('default', { answer: 'default' });
    expect(await turnPushOn(dismissed.fake, api, vi.fn())).toEqual({ state: 'off', problem: 'dismissed' });
    expect(await turnPushOn(browser('denied').fake, api, vi.fn())).toEqual({ state: 'blocked', problem: null });
    expect(await turnPushOn(browser(null).fake, api, vi.fn())).toEqual({ state: 'unsupported', problem: null });
    expect(denied.fake.subscribe).not.toHaveBeenCalled();
    expect(dismissed.fake.subscribe).not.toHaveBeenCalled();
    expect(api.publicKey).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('a subscription the browser cannot make is logged and leaves it off with a hint', async () => {
    const { fake } = browser('granted', { subscribe: () => Promise.reject(new Error('push service not available')) });
    const api = server();
    const log = vi.fn();
    expect(await turnPushOn(fake, api, log)).toEqual({ state: 'off', problem: 'not-turned-on' });
    expect(log).toHaveBeenCalledWith('the browser could not subscribe to push', expect.any(Error));
    expect(api.save).not.toHaveBeenCalled();
  });

  it('a key that cannot be fetched fails the same way', async () => {
    const { fake } = browser('granted');
    const api = server();
    api.publicKey.mockRejectedValueOnce(new Error('offline'));
    expect(await turnPushOn(fake, api, vi.fn())).toEqual({ state: 'off', problem: 'not-turned-on' });
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('a subscription the server does not keep is undone, so "on" always means the server has it', async () => {
    const { fake, made } = browser('granted');
    const log = vi.fn();
    const api = server(() => Promise.reject(new Error('400')));
    expect(await turnPushOn(fake, api, log)).toEqual({ state: 'off', problem: 'not-turned-on' });
    expect(made.unsubscribe).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('the server did not keep the push subscription', expect.any(Error));
  });
});

describe('turnPushOff', () => {
  it('ends the browser’s subscription first, then the server forgets it', async () => {
    const current = subscription();
    const { fake } = browser('granted', { current });
    const order: string[] = [];
    vi.mocked(current.unsubscribe).mockImplementation(async () => (order.push('unsubscribe'), true));
    const api = server(async (s) => order.push(`save ${s}`));
    expect(await turnPushOff(fake, api, vi.fn())).toEqual({ state: 'off', problem: null });
    expect(order).toEqual(['unsubscribe', 'save null']);
  });

  it('is off even when the server cannot be told (its next push is answered 410 Gone); logged', async () => {
    const { fake } = browser('granted', { current: subscription() });
    const log = vi.fn();
    expect(await turnPushOff(fake, server(() => Promise.reject(new Error('offline'))), log)).toEqual({
      state: 'off',
      problem: null,
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a subscription that will not end stays on, with a hint, and the server keeps it', async () => {
    const stuck = subscription(KEY_BYTES, false);
    const { fake } = browser('granted', { current: stuck });
    const api = server();
    expect(await turnPushOff(fake, api, vi.fn())).toEqual({ state: 'on', problem: 'not-turned-off' });
    expect(api.save).not.toHaveBeenCalled();
  });
});

describe('resendPushSubscription', () => {
  it('tells the server the subscription when push is on here', async () => {
    const api = server();
    expect(await resendPushSubscription(browser('granted', { current: subscription() }).fake, api, vi.fn())).toBe(true);
    expect(api.save).toHaveBeenCalledWith(SAVED);
  });

  it('does nothing without a permission or a subscription, and never asks the member', async () => {
    const api = server();
    const unasked = browser('default');
    expect(await resendPushSubscription(unasked.fake, api, vi.fn())).toBe(false);
    expect(await resendPushSubscription(browser('granted').fake, api, vi.fn())).toBe(false);
    expect(await resendPushSubscription(browser(null).fake, api, vi.fn())).toBe(false);
    expect(unasked.fake.requestPermission).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('a failure is only logged', async () => {
    const log = vi.fn();
    const api = server(() => Promise.reject(new Error('offline')));
    expect(await resendPushSubscription(browser('granted', { current: subscription() }).fake, api, log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
