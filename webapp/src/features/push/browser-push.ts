import { getPushKey } from './api/get-push-key';
import { savePushSubscription } from './api/save-push-subscription';
import type { BrowserPush, Log, PushServer } from './model/push-device';

/** public/sw.js, which Vite copies to the root of the build. */
const SERVICE_WORKER_URL = '/sw.js';
/** How long the service worker may take to become active before a step gives up. */
const READY_MS = 10_000;
/**
 * How long the browser's push service may take to subscribe: a browser that cannot reach it (offline, blocked by a
 * network) may never answer, and the button must not spin for ever.
 */
const SUBSCRIBE_MS = 20_000;

/** Failures are only logged (document 001); the card shows a calm hint of its own. */
export const logPush: Log = (what, error) => console.warn(`Push: ${what}`, error ?? '');

/** Web Push needs a service worker, the PushManager and the Notification API. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the service worker once per page load (later calls get the same registration). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) => {
      logPush('the service worker could not be registered', error);
      registering = null;
      return null;
    });
  return registering;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  void registerServiceWorker();
  return withTimeout(navigator.serviceWorker.ready, READY_MS, 'the service worker');
}

/** This browser's Notification and PushManager. */
export const browserPush: BrowserPush = {
  permission: () => (pushSupported() ? Notification.permission : null),
  requestPermission: () => Notification.requestPermission(),
  subscription: async () => (await activeRegistration()).pushManager.getSubscription(),
  subscribe: async (applicationServerKey) =>
    withTimeout(
      (await activeRegistration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      SUBSCRIBE_MS,
      'the push subscription',
    ),
};

/** Sagpan's server: its key, and the subscription kept on this browser's sign-in. */
export const pushServer: PushServer = {
  publicKey: async () => (await getPushKey()).publicKey,
  save: savePushSubscription,
};
