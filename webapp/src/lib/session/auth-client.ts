import { ApiError, type TokenAnswer } from '../../api/generated/client';
import type { ApiRequestOptions } from '../../api/generated/client/core/ApiRequestOptions';
import { indexedDbRotations, memoryRotations, newestReplacement, type Rotations } from './rotations';
import { adoptSession, clearSession, getSession, readStoredSession, replaceTokens } from './session-store';

const REFRESH_URL = '/api/Account/Refresh';
/** Refresh a little before the access token runs out, so a call does not leave with a token that expires on the way. */
const EXPIRY_MARGIN_MS = 30_000;
/** The Web Lock that lets one tab of this origin at a time renew the sign-in. */
export const REFRESH_LOCK = 'sagpan-refresh';

/**
 * The generated AccountService, loaded when a sign-in is renewed or ended: this module is in the entry chunk, and the
 * service (with the client's request code) loads with the first page that calls the server anyway.
 */
const accountService = () =>
  import('../../api/generated/client/services/AccountService').then(({ AccountService }) => AccountService);

let refreshing: Promise<boolean> | null = null;
let onSessionExpired: () => void = () => {
  window.location.assign('/logout');
};

/** What to do when the sign-in cannot be renewed (the app navigates to /logout). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function expiresSoon(expirationTime: string): boolean {
  const at = Date.parse(expirationTime);
  return Number.isFinite(at) && at - Date.now() < EXPIRY_MARGIN_MS;
}

/**
 * Runs `task` while holding the refresh lock, which every tab of the origin shares. Without Web Locks (old browsers,
 * jsdom) the task runs at once: the in-tab promise in `refreshSession` still allows only one refresh per tab.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request(REFRESH_LOCK, task);
}

let rotations: Rotations =
  typeof indexedDB === 'undefined' ? memoryRotations() : indexedDbRotations(indexedDB);

/** Replaces where rotations are recorded (tests). */
export function setRotations(next: Rotations): void {
  rotations = next;
}

/**
 * Inside the lock. `usedToken` is the refresh token this tab held when it decided to refresh. If another tab has
 * rotated it meanwhile, presenting it again would make the server revoke the whole sign-in, so this tab takes the
 * newer tokens instead: from the rotations another tab recorded (IndexedDB, which every tab reads alike), else from
 * localStorage. When even those are about to expire, it refreshes with the newest refresh token it knows.
 */
async function renew(usedToken: string): Promise<boolean> {
  const stored = readStoredSession() ?? getSession();
  // Signed out, here or in another tab, while waiting for the lock.
  if (!stored || !getSession()) return false;
  const replaced = await newestReplacement(rotations, usedToken).catch(() => null);
  const newest: TokenAnswer = replaced ?? stored;
  if (newest.refreshToken !== usedToken && !expiresSoon(newest.accessTokenExpirationTime)) {
    if (replaced) replaceTokens(replaced);
    else adoptSession(stored);
    return true;
  }
  try {
    const tokens = await (await accountService()).refresh({ requestBody: { refreshToken: newest.refreshToken } });
    // Recorded before the lock is released, so the next tab to hold it finds it whatever its localStorage says.
    await rotations.record(newest.refreshToken, tokens).catch(() => undefined);
    replaceTokens(tokens);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renews the tokens with the refresh token. Only ONE refresh runs at a time, in this tab (a caller that arrives while
 * one is under way waits for that one) and across the tabs of the browser (a Web Lock): the server rotates refresh
 * tokens, and presenting an old one revokes the whole sign-in. Resolves to whether the sign-in is still good.
 */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  const session = getSession();
  if (!session) return Promise.resolve(false);
  const usedToken = session.refreshToken;
  refreshing = withRefreshLock(() => renew(usedToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The bearer token for every call of the generated client (none for the refresh call itself); configure-auth.ts hands
 * it to the client.
 */
export async function tokenFor(options: ApiRequestOptions): Promise<string> {
  if (options.url === REFRESH_URL) return '';
  if (refreshing) await refreshing;
  const session = getSession();
  if (!session) return '';
  if (expiresSoon(session.accessTokenExpirationTime)) {
    await refreshSession();
  }
  return getSession()?.accessToken ?? '';
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Runs a call that needs the member's sign-in. On a 401 the tokens are refreshed once (concurrent calls share that one
 * refresh) and the call is retried once; when the refresh fails the member is sent to /logout.
 */
export async function authorized<T>(call: () => Promise<T>): Promise<T> {
  const tokenBefore = getSession()?.accessToken;
  try {
    return await call();
  } catch (error) {
    if (!isUnauthorized(error) || !getSession()) throw error;
    // Another call may already have renewed the token while this one was on its way.
    const renewed = getSession()?.accessToken !== tokenBefore || (await refreshSession());
    if (!renewed) {
      onSessionExpired();
      throw error;
    }
    try {
      return await call();
    } catch (retryError) {
      if (isUnauthorized(retryError)) onSessionExpired();
      throw retryError;
    }
  }
}

/** Sign-out: tells the server (failures do not matter) and forgets the sign-in. */
export async function signOut(): Promise<void> {
  const session = getSession();
  clearSession();
  if (!session) return;
  try {
    await (await accountService()).logout({ requestBody: { refreshToken: session.refreshToken } });
  } catch {
    // The local sign-in is gone either way.
  }
}
