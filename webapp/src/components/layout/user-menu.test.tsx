import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/generated/client';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { ROLE } from '../../lib/session/roles';
import { renderAt } from '../../testing/render-at';
import { UserMenu } from './user-menu';

const member: UserInfo = {
  memberId: 7,
  profileId: 'PT100233',
  email: 'meera.patel@example.com',
  emailConfirmed: true,
  profileStatus: ProfileStatus.Approved,
  firstName: 'Meera',
  lastName: 'Patel',
  role: ROLE.member,
  language: 'en',
};

/** The dropdown is in a portal, outside the container. */
const dropdown = () => document.querySelector<HTMLElement>('[data-testid="user-menu-dropdown"]');
const item = (testId: string) => dropdown()?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null;
const itemIds = () =>
  [...(dropdown()?.querySelectorAll<HTMLElement>('[data-testid^="user-menu-"]') ?? [])]
    .map((element) => element.dataset.testid)
    .filter((id) => !['user-menu-name', 'user-menu-profile-id', 'user-menu-unread'].includes(id ?? ''));

describe('UserMenu', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => unmount());

  async function open(user: UserInfo, unreadCount?: number) {
    const view = await renderAt('/profile', <UserMenu user={user} unreadCount={unreadCount} defaultOpened />);
    unmount = view.unmount;
    return view;
  }

  it.each([
    [
      'an approved member',
      member,
      [
        'user-menu-profile',
        'user-menu-photos',
        'user-menu-preferences',
        'user-menu-shortlist',
        'user-menu-activities',
        'user-menu-notifications',
        'user-menu-notification-settings',
        'user-menu-family',
        'user-menu-account',
        'user-menu-tickets',
        'user-menu-sign-out',
      ],
    ],
    [
      'a member awaiting approval',
      { ...member, profileStatus: ProfileStatus.Submitted },
      [
        'user-menu-profile',
        'user-menu-notifications',
        'user-menu-family',
        'user-menu-account',
        'user-menu-tickets',
        'user-menu-sign-out',
      ],
    ],
    [
      'a member asked for changes',
      { ...member, profileStatus: ProfileStatus.ChangesRequested },
      [
        'user-menu-profile',
        'user-menu-notifications',
        'user-menu-family',
        'user-menu-account',
        'user-menu-tickets',
        'user-menu-sign-out',
      ],
    ],
    [
      'a suspended member',
      { ...member, profileStatus: ProfileStatus.Suspended },
      [
        'user-menu-profile',
        'user-menu-notifications',
        'user-menu-family',
        'user-menu-account',
        'user-menu-tickets',
        'user-menu-sign-out',
      ],
    ],
    ['a member in the wizard', { ...member, profileStatus: ProfileStatus.Wizard }, ['user-menu-sign-out']],
    ['a moderator', { ...member, role: ROLE.moderator }, ['user-menu-admin', 'user-menu-sign-out']],
    // A volunteer's own account (rule 45) has no member pages: the server would refuse them every call.
    [
      'a volunteer account',
      { ...member, role: ROLE.volunteer },
      ['user-menu-volunteer', 'user-menu-change-password', 'user-menu-sign-out'],
    ],
    // A family manager's own account (rule 46): the profiles it looks after and its password.
    ['a family account', { ...member, role: ROLE.family }, ['user-menu-family', 'user-menu-change-password', 'user-menu-sign-out']],
    // Acting for the profile as its family manager: the member's pages, never the person's account, settings or support.
    [
      'a family manager acting for the profile',
      { ...member, manager: { accountId: 9, firstName: 'Amit', lastName: 'Patel', relation: 'brother', rights: ['view'] } } satisfies UserInfo,
      [
        'user-menu-profile',
        'user-menu-photos',
        'user-menu-preferences',
        'user-menu-shortlist',
        'user-menu-activities',
        'user-menu-notifications',
        'user-menu-family',
        'user-menu-sign-out',
      ],
    ],
  ])('gives %s these links', async (_who, user, expected) => {
    await open(user);
    expect(itemIds()).toEqual(expected);
  });

  it('links to the pages of document 001', async () => {
    await open(member);
    const hrefs = Object.fromEntries(
      ['profile', 'photos', 'preferences', 'shortlist', 'activities', 'notifications', 'account', 'sign-out'].map((name) => [
        name,
        item(`user-menu-${name}`)?.getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      profile: '/profile',
      photos: '/profile/photos',
      preferences: '/profile/partner-preferences',
      account: '/profile/account',
      shortlist: '/profile/shortlist',
      activities: '/notification/activity',
      notifications: '/notification/list',
      'sign-out': '/logout',
    });
    expect(item('user-menu-shortlist')?.textContent).toBe('My shortlist');
    expect(item('user-menu-activities')?.textContent).toBe('My activities');
  });

  it("links a volunteer account's page and password", async () => {
    await open({ ...member, role: ROLE.volunteer });
    expect(item('user-menu-volunteer')?.getAttribute('href')).toBe('/volunteer');
    expect(item('user-menu-volunteer')?.textContent).toBe('Volunteer page');
    expect(item('user-menu-change-password')?.getAttribute('href')).toBe('/profile/change-password');
  });

  it('shows the name and the profile id', async () => {
    await open(member);
    expect(item('user-menu-name')?.textContent).toBe('Meera Patel');
    expect(item('user-menu-profile-id')?.textContent).toBe('PT100233');
  });

  it('shows the unread count on the notifications link', async () => {
    await open(member, 3);
    const badge = item('user-menu-unread');
    expect(badge?.textContent).toBe('3');
    expect(item('user-menu-notifications')?.contains(badge ?? null)).toBe(true);
    expect(item('user-menu-notifications')?.getAttribute('aria-label')).toBe('Notifications (3 new)');
  });

  it('caps a large count at 99+', async () => {
    await open(member, 250);
    expect(item('user-menu-unread')?.textContent).toBe('99+');
  });

  it.each([0, undefined])('shows no count when it is %s', async (count) => {
    await open(member, count);
    expect(item('user-menu-notifications')).not.toBeNull();
    expect(item('user-menu-unread')).toBeNull();
    expect(item('user-menu-notifications')?.hasAttribute('aria-label')).toBe(false);
  });

  it('shows the initials without a photo', async () => {
    const view = await open({ ...member, profileImage: undefined });
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('[data-testid="user-menu"]')?.textContent).toContain('MP');
  });

  it('shows the photo, and the initials again when it fails to load', async () => {
    const view = await open({ ...member, profileImage: 'https://example.com/photo/signed?sig=abc' });
    const image = view.container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/photo/signed?sig=abc');
    expect(image?.getAttribute('alt')).toBe('Meera Patel');

    await act(async () => {
      image?.dispatchEvent(new Event('error'));
    });
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('[data-testid="user-menu"]')?.textContent).toContain('MP');
  });
});
