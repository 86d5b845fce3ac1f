import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatusAnswer, UserInfo } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { ROLE } from './roles';

const getAccountStatus = vi.fn<() => Promise<StatusAnswer>>();
vi.mock('../../api/generated/client', () => ({
  AccountService: { getAccountStatus: () => getAccountStatus() },
  OpenAPI: {},
}));

// React's act() wants to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { PHOTO_REFRESH_MS, useSessionStatusSync } = await import('./use-session-status-sync');
const { clearSession, getSession, signIn } = await import('./session-store');

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
  profileImage: '/api/MemberImage/7?size=small&viewer=1&expires=900&signature=a',
};

function signedIn() {
  signIn({
    user,
    accessToken: 'access',
    refreshToken: 'refresh',
    userName: user.email,
    accessTokenExpirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

/** Mounts the hook in a component of its own; answers the function that unmounts it. */
function mountSync(router: { invalidate: () => unknown }): {
  unmount: () => void;
} {
  function Probe() {
    useSessionStatusSync(router);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  return { unmount: () => act(() => root.unmount()) };
}

const answer = (patch: Partial<StatusAnswer> = {}): StatusAnswer => ({
  profileStatus: ProfileStatus.Approved,
  emailConfirmed: true,
  profileImage: user.profileImage,
  ...patch,
});

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  getAccountStatus.mockReset();
});

describe('useSessionStatusSync', () => {
  it('asks again every ten minutes while signed in, for a photo URL that still works (they last 15)', async () => {
    vi.useFakeTimers();
    signedIn();
    const fresh = '/api/MemberImage/7?size=small&viewer=1&expires=1500&signature=b';
    getAccountStatus.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer({ profileImage: fresh }));
    const router = { invalidate: vi.fn() };
    const { unmount } = mountSync(router);
    await vi.advanceTimersByTimeAsync(0);
    expect(getAccountStatus).toHaveBeenCalledTimes(1);
    expect(getSession()?.user.profileImage).toBe(user.profileImage);

    await vi.advanceTimersByTimeAsync(PHOTO_REFRESH_MS);
    expect(getAccountStatus).toHaveBeenCalledTimes(2);
    expect(getSession()?.user.profileImage).toBe(fresh);
    expect(router.invalidate).not.toHaveBeenCalled();
    expect(PHOTO_REFRESH_MS).toBeLessThan(15 * 60 * 1000);

    unmount();
    await vi.advanceTimersByTimeAsync(PHOTO_REFRESH_MS);
    expect(getAccountStatus).toHaveBeenCalledTimes(2);
  });

  it('re-runs the routing table when the status changed, and forgets a photo that is gone', async () => {
    vi.useFakeTimers();
    signedIn();
    getAccountStatus.mockResolvedValueOnce(
      answer({
        profileStatus: ProfileStatus.Suspended,
        profileImage: undefined,
      }),
    );
    const router = { invalidate: vi.fn() };
    mountSync(router);
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession()?.user.profileStatus).toBe(ProfileStatus.Suspended);
    expect(getSession()?.user.profileImage).toBeNull();
    expect(router.invalidate).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while signed out', async () => {
    vi.useFakeTimers();
    mountSync({ invalidate: vi.fn() });
    await vi.advanceTimersByTimeAsync(PHOTO_REFRESH_MS * 2);
    expect(getAccountStatus).not.toHaveBeenCalled();
  });
});
