import type { UserInfo } from '../api/generated/client';
import { ProfileStatus } from '../api/generated/rules/types/ProfileStatus';
import { adoptSession } from '../lib/session/session-store';

/** An approved member, as the sign-in answer describes them. */
export const member: UserInfo = {
  memberId: 7,
  profileId: 'PT100233',
  email: 'meera@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Meera',
  lastName: 'Patel',
  role: 'member',
  language: 'en',
};

/** Signs the app in as `member`, changed by `user` (a status, a name), with tokens that never expire in a test. */
export function signInAs(user: Partial<UserInfo> = {}) {
  adoptSession({
    user: { ...member, ...user },
    accessToken: 'a',
    accessTokenExpirationTime: '2099-01-01T00:00:00Z',
    refreshToken: 'r',
  });
}
