import { base64UrlToBytes, sameKey } from './application-server-key';
import { pushState, type PushOutcome, type PushState } from './push-state';

/**
 * Turning push on and off for this device, as steps over two injected sides, so the order of the steps and every
 * failure can be tested without a browser: the browser's Notification and PushManager (push-browser.ts), and the
 * server's key and subscription calls (api/).
 */

/** The part of a PushSubscription the steps use. */
export type DeviceSubscription = Pick<PushSubscription, 'options' | 'toJSON' | 'unsubscribe'>;

export interface BrowserPush {
  /** The notification permission; null when the browser has no Web Push (or no service worker for it). */
  permission(): NotificationPermission | null;
  /** Asks the member (only from a click: browsers ignore it otherwise). */
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription for Sagpan, if it has one. */
  subscription(): Promise<DeviceSubscription | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<DeviceSubscription>;
}

export interface PushServer {
  publicKey(): Promise<string>;
  /** Keeps the subscription on this browser's sign-in, or forgets it (null). */
  save(subscription: string | null): Promise<unknown>;
}

/** Where failures go: they are logged, never thrown at the member. */
export type Log = (what: string, error?: unknown) => void;

/** The text the server keeps: the subscription as `JSON.stringify` gives it (endpoint and keys). */
export function subscriptionText(subscription: DeviceSubscription): string {
  return JSON.stringify(subscription.toJSON());
}

/** The device's state now. */
export async function readPushState(browser: BrowserPush, log: Log): Promise<PushState> {
  const permission = browser.permission();
  if (permission !== 'granted') return pushState(permission, false);
  try {
    return pushState(permission, (await browser.subscription()) !== null);
  } catch (error) {
    log('could not read the push subscription', error);
    return pushState(permission, false);
  }
}

/**
 * On a click: the permission (asked when not yet given), the server's key, the browser's subscription (a new one
 * when the one it has was made with another key), then the server keeps it for this sign-in. A subscription the
 * server could not keep is undone, so that "on" always means the server has it.
 */
export async function turnPushOn(browser: BrowserPush, server: PushServer, log: Log): Promise<PushOutcome> {
  let permission = browser.permission();
  if (permission === null) return { state: 'unsupported', problem: null };
  if (permission === 'default') {
    try {
      permission = await browser.requestPermission();
    } catch (error) {
      log('the notification permission could not be asked for', error);
      return { state: 'off', problem: 'not-turned-on' };
    }
  }
  if (permission === 'denied') return { state: 'blocked', problem: null };
  if (permission !== 'granted') return { state: 'off', problem: 'dismissed' };

  let subscription: DeviceSubscription | null = null;
  try {
    const key = base64UrlToBytes((await server.publicKey()).trim());
    subscription = await browser.subscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await browser.subscribe(key);
  } catch (error) {
    log('the browser could not subscribe to push', error);
    return { state: 'off', problem: 'not-turned-on' };
  }
  try {
    await server.save(subscriptionText(subscription));
    return { state: 'on', problem: null };
  } catch (error) {
    log('the server did not keep the push subscription', error);
    await subscription.unsubscribe().catch((undo: unknown) => log('the push subscription could not be undone', undo));
    return { state: 'off', problem: 'not-turned-on' };
  }
}

/**
 * On a click: the browser's subscription ends first (that is what stops the pushes for good), then the server forgets
 * it. When only the second step fails, push is off all the same: the push service answers the server's next push
 * with 410 Gone and the server drops the subscription; the failure is only logged.
 */
export async function turnPushOff(browser: BrowserPush, server: PushServer, log: Log): Promise<PushOutcome> {
  const permission = browser.permission();
  try {
    const subscription = await browser.subscription();
    if (subscription && !(await subscription.unsubscribe())) throw new Error('unsubscribe answered false');
  } catch (error) {
    log('the browser could not unsubscribe from push', error);
    return { state: await readPushState(browser, log), problem: 'not-turned-off' };
  }
  try {
    await server.save(null);
  } catch (error) {
    log('the server could not forget the push subscription', error);
  }
  return { state: pushState(permission, false), problem: null };
}

/**
 * A sign-in on this device (a page load, another member signing in): when push is on here, the server is told the
 * subscription for this sign-in, without asking the member anything. Answers whether it was sent.
 */
export async function resendPushSubscription(browser: BrowserPush, server: PushServer, log: Log): Promise<boolean> {
  if (browser.permission() !== 'granted') return false;
  try {
    const subscription = await browser.subscription();
    if (!subscription) return false;
    await server.save(subscriptionText(subscription));
    return true;
  } catch (error) {
    log('the push subscription could not be sent for this sign-in', error);
    return false;
  }
}
