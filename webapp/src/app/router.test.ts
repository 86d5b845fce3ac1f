import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound, rootRouteId } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminService, CreateProfileService, type UserInfo } from '../api/generated/client';
import { ProfileStatus } from '../api/generated/rules/types/ProfileStatus';
import { clearSession, signIn } from '../lib/session/session-store';
import { ROLE } from '../lib/session/roles';
import { createAppRouter } from './router';

const moderator: UserInfo = {
  memberId: 1,
  profileId: 'PT100001',
  email: 'moderator@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Mira',
  lastName: 'Shah',
  role: ROLE.moderator,
  language: 'en',
};

async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return router;
}

describe('/admin/member/$id', () => {
  beforeEach(() => {
    signIn({
      user: moderator,
      userName: 'moderator',
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it.each(['abc', '0', '-3', '012', '1e3'])(
    'answers /admin/member/%s with the 404 page, without asking the server',
    async (id) => {
      const getAdminMember = vi.spyOn(AdminService, 'getAdminMember');
      const router = await open(`/admin/member/${id}`);
      // No route below the root has a notFoundComponent: the root's (the 404 page) shows it.
      const root = router.state.matches.find((match) => match.routeId === rootRouteId);
      expect(isNotFound(root?.error)).toBe(true);
      expect(getAdminMember).not.toHaveBeenCalled();
    },
  );

  it('loads a member id', async () => {
    const getAdminMember = vi.spyOn(AdminService, 'getAdminMember').mockRejectedValue(new TypeError('Failed to fetch'));
    const router = await open('/admin/member/12');
    const member = router.state.matches.find((match) => match.routeId === '/admin/member/$id');
    expect(member?.params).toEqual({ id: 12 });
    expect(getAdminMember).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  });
});

describe('/create-profile after the wizard', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  const statuses = [
    ProfileStatus.Submitted,
    ProfileStatus.ChangesRequested,
    ProfileStatus.Approved,
    ProfileStatus.Suspended,
  ];
  it.each(statuses.map((status) => [ProfileStatus[status], status] as const))(
    'sends a member whose profile is %s to /profile instead of an error',
    async (_name, profileStatus) => {
      const getWizardMemberDetail = vi.spyOn(CreateProfileService, 'getWizardMemberDetail');
      signIn({
        user: { ...moderator, role: ROLE.member, profileStatus },
        userName: 'member',
        accessToken: 'a',
        refreshToken: 'r',
        accessTokenExpirationTime: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const router = await open('/create-profile');
      expect(router.state.location.pathname).toBe('/profile');
      expect(getWizardMemberDetail).not.toHaveBeenCalled();
    },
  );
});
