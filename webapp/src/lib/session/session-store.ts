import type { SignInAnswer, TokenAnswer, UserInfo } from '../../api/generated/client';
import { PROFILE_STATUSES } from '../../api/startup-rules';
import { isRole } from './roles';

/** The persisted sign-in: the member as the shell shows them, and the tokens. */
export interface Session {
  user: UserInfo;
  accessToken: string;
  accessTokenExpirationTime: string;
  refreshToken: string;
}

export const SESSION_STORAGE_KEY = 'sagpan.auth';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = readStoredSession();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored sign-in as this version of the app writes it: a known profile status and, when present, a known role. */
function isSession(value: unknown): value is Session {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const { user } = value;
  return (
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    typeof value.accessTokenExpirationTime === 'string' &&
    (PROFILE_STATUSES as readonly unknown[]).includes(user.profileStatus) &&
    (user.role === undefined || isRole(user.role))
  );
}

/**
 * The sign-in as localStorage holds it right now, which another tab may have changed since this tab last looked (the
 * `storage` event that tells this tab arrives later). The cross-tab refresh reads it inside its lock.
 */
export function readStoredSession(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function write(next: Session | null): void {
  current = next;
  try {
    if (next) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Without storage the sign-in lasts as long as the tab; nothing better to do.
  }
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Login: keeps the user and the tokens of a sign-in answer. Returns false when the answer carries no tokens. */
export function signIn(answer: SignInAnswer): boolean {
  const { user, accessToken, accessTokenExpirationTime, refreshToken } = answer;
  if (!accessToken || !accessTokenExpirationTime || !refreshToken) return false;
  write({ user, accessToken, accessTokenExpirationTime, refreshToken });
  return true;
}

/**
 * The newest state of this tab's sign-in: what is stored when it is the same member's (another tab may have rotated
 * the tokens a moment ago, before this tab heard of it), else this tab's copy. Every change is made on it, so that no
 * tab ever writes back tokens that another has already replaced.
 */
function latest(): Session | null {
  if (!current) return null;
  const stored = readStoredSession();
  return stored && stored.user.memberId === current.user.memberId ? stored : current;
}

/** Refresh: replaces the tokens and keeps the user. */
export function replaceTokens(tokens: TokenAnswer): void {
  const base = latest();
  if (!base) return;
  write({ ...base, ...tokens });
}

/** Takes over a sign-in that another tab has already stored (its refreshed tokens); nothing is written back. */
export function adoptSession(session: Session): void {
  current = session;
  listeners.forEach((listener) => listener());
}

/** Updates part of the stored user (e.g. a new profileStatus from GET /api/Account/Status). */
export function updateUser(patch: Partial<UserInfo>): void {
  const base = latest();
  if (!base) return;
  write({ ...base, user: { ...base.user, ...patch } });
}

/** Logout: forgets the user and the tokens. */
export function clearSession(): void {
  write(null);
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) {
      current = readStoredSession();
      listeners.forEach((listener) => listener());
    }
  });
}
