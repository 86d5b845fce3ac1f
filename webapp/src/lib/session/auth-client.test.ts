import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { ROLE } from './roles';

const refresh = vi.fn();
vi.mock('../../api/generated/client', () => {
  class ApiError extends Error {
    constructor(public status: number) {
      super(`status ${status}`);
    }
  }
  return { ApiError, OpenAPI: {} };
});
// auth-client loads the service itself when it renews a sign-in.
vi.mock('../../api/generated/client/services/AccountService', () => ({
  AccountService: { refresh: (...args: unknown[]) => refresh(...args) },
}));

const { ApiError } = await import('../../api/generated/client');
// The mock's ApiError takes just the status.
const apiError = (status: number): Error => new (ApiError as unknown as new (status: number) => Error)(status);
const { authorized, refreshSession, setRotations, setSessionExpiredHandler, REFRESH_LOCK } = await import(
  './auth-client'
);
const { memoryRotations } = await import('./rotations');
const { getSession, signIn, clearSession, updateUser, readStoredSession, SESSION_STORAGE_KEY } = await import(
  './session-store'
);

const user: UserInfo = {
  memberId: 1,
  profileId: 'PT104233',
  email: 'a@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Meera',
  lastName: 'Patel',
  role: ROLE.member,
  language: 'gu',
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inTenSeconds = () => new Date(Date.now() + 10_000).toISOString();

/** Another tab of the browser writes the sign-in it has just refreshed (this tab gets no `storage` event yet). */
function anotherTabStores(tokens: { accessToken: string; refreshToken: string; accessTokenExpirationTime: string }) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, ...tokens }));
}

/** A call that the server accepts only with `token`. */
const acceptsOnly = (token: string) =>
  vi.fn(async () => {
    if (getSession()?.accessToken !== token) throw apiError(401);
    return 'ok';
  });

/** A minimal Web Locks manager shared by "all tabs": one holder at a time, the others wait in order. */
function installLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, task: () => Promise<unknown>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

/** Another tab takes the lock (its refresh is on the way); resolves with the function that releases it. */
function anotherTabHoldsTheLock(): Promise<() => void> {
  return new Promise((held) => {
    void navigator.locks.request(REFRESH_LOCK, () => new Promise<void>((release) => held(() => release())));
  });
}

function removeLocks() {
  Reflect.deleteProperty(navigator, 'locks');
}

describe('authorized', () => {
  beforeEach(() => {
    refresh.mockReset();
    setRotations(memoryRotations());
    clearSession();
    signIn({ user, userName: 'a', accessToken: 'old', refreshToken: 'r1', accessTokenExpirationTime: inAnHour() });
  });

  it('refreshes once for concurrent 401s and retries each call once', async () => {
    let release: () => void = () => undefined;
    refresh.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ accessToken: 'new', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
        }),
    );
    const call = acceptsOnly('new');
    const results = Promise.all([authorized(call), authorized(call), authorized(call)]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    release();
    await expect(results).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ requestBody: { refreshToken: 'r1' } });
    expect(getSession()?.refreshToken).toBe('r2');
    expect(call).toHaveBeenCalledTimes(6);
  });

  it('sends the member to /logout when the refresh fails', async () => {
    refresh.mockRejectedValue(apiError(401));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(authorized(() => Promise.reject(apiError(401)))).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('passes other errors through without refreshing', async () => {
    await expect(authorized(() => Promise.reject(apiError(422)))).rejects.toBeInstanceOf(ApiError);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('refreshing across tabs', () => {
  beforeEach(() => {
    refresh.mockReset();
    setRotations(memoryRotations());
    clearSession();
    signIn({ user, userName: 'a', accessToken: 'old', refreshToken: 'r1', accessTokenExpirationTime: inAnHour() });
  });
  afterEach(removeLocks);

  it('adopts the tokens another tab has already rotated instead of presenting the old refresh token', async () => {
    anotherTabStores({ accessToken: 'other-tab', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    const call = acceptsOnly('other-tab');
    await expect(authorized(call)).resolves.toBe('ok');
    expect(refresh).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ accessToken: 'other-tab', refreshToken: 'r2' });
  });

  it('refreshes with the newest stored token when the adopted access token is about to expire too', async () => {
    anotherTabStores({ accessToken: 'other-tab', refreshToken: 'r2', accessTokenExpirationTime: inTenSeconds() });
    refresh.mockResolvedValue({ accessToken: 'new', refreshToken: 'r3', accessTokenExpirationTime: inAnHour() });
    await expect(refreshSession()).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ requestBody: { refreshToken: 'r2' } });
    expect(getSession()?.refreshToken).toBe('r3');
  });

  it('adopts a rotation another tab recorded even while localStorage here still shows the old tokens', async () => {
    // The other tab refreshed r1 into r2 and recorded it; this renderer's copy of localStorage lags behind.
    const shared = memoryRotations();
    await shared.record('r1', { accessToken: 'other-tab', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    setRotations(shared);
    const session = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    session.accessTokenExpirationTime = inTenSeconds();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    await expect(refreshSession()).resolves.toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ accessToken: 'other-tab', refreshToken: 'r2' });
    expect(readStoredSession()?.refreshToken).toBe('r2');
  });

  it('records its own rotation for the tabs that wait for the lock', async () => {
    const shared = memoryRotations();
    setRotations(shared);
    refresh.mockResolvedValue({ accessToken: 'new', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    await expect(refreshSession()).resolves.toBe(true);
    await expect(shared.replacementOf('r1')).resolves.toMatchObject({ refreshToken: 'r2' });
  });

  it('calls the server when no other tab has refreshed', async () => {
    refresh.mockResolvedValue({ accessToken: 'new', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    await expect(refreshSession()).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledWith({ requestBody: { refreshToken: 'r1' } });
  });

  it('takes the shared Web Lock and waits while another tab holds it, then adopts what that tab stored', async () => {
    const request = installLocks();
    const otherTabDone = await anotherTabHoldsTheLock();

    const call = acceptsOnly('other-tab');
    const result = authorized(call);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenLastCalledWith(REFRESH_LOCK, expect.any(Function));

    anotherTabStores({ accessToken: 'other-tab', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    otherTabDone();

    await expect(result).resolves.toBe('ok');
    expect(refresh).not.toHaveBeenCalled();
    expect(getSession()?.refreshToken).toBe('r2');
  });

  it('reports a lost sign-in when another tab signed out while this one waited for the lock', async () => {
    installLocks();
    const otherTabDone = await anotherTabHoldsTheLock();
    const result = refreshSession();

    localStorage.removeItem(SESSION_STORAGE_KEY);
    // The `storage` event of the other tab's sign-out reaches this tab.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    otherTabDone();

    await expect(result).resolves.toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('never writes back tokens that another tab has already replaced', async () => {
    removeLocks();
    // Another tab rotated the tokens; this tab has not heard of it and changes the member's status meanwhile.
    anotherTabStores({ accessToken: 'rotated', refreshToken: 'r2', accessTokenExpirationTime: inAnHour() });
    updateUser({ profileStatus: ProfileStatus.Suspended });
    expect(readStoredSession()?.refreshToken).toBe('r2');
    expect(readStoredSession()?.user.profileStatus).toBe(ProfileStatus.Suspended);
    expect(getSession()?.refreshToken).toBe('r2');
  });
});
