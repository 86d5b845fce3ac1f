import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';

const refresh = vi.fn();
vi.mock('../../../api/generated/client', () => {
  class ApiError extends Error {
    constructor(public status: number) {
      super(`status ${status}`);
    }
  }
  return { ApiError, AccountService: { refresh: (...args: unknown[]) => refresh(...args) }, OpenAPI: {} };
});

const { ApiError } = await import('../../../api/generated/client');
// The mock's ApiError takes just the status.
const apiError = (status: number): Error => new (ApiError as unknown as new (status: number) => Error)(status);
const { authorized, setSessionExpiredHandler } = await import('./auth-client');
const { getSession, signIn, clearSession } = await import('./session-store');

const user: UserInfo = {
  memberId: 1,
  profileId: 'PT104233',
  email: 'a@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Meera',
  lastName: 'Patel',
  role: 'member',
  language: 'gu',
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('authorized', () => {
  beforeEach(() => {
    refresh.mockReset();
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
    const call = vi.fn(async () => {
      if (getSession()?.accessToken !== 'new') throw apiError(401);
      return 'ok';
    });
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
