import { describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/render';
import { PAGE_TITLES, pageTrail } from './page-titles';

/** The trail as the member reads it (in English), with each step's address. */
function trailOf(pathname: string) {
  const trail = pageTrail(pathname);
  if (!trail) return null;
  return {
    title: testI18n._(trail.title),
    crumbs: trail.crumbs.map((crumb) => [crumb.href, testI18n._(crumb.label)]),
  };
}

describe('pageTrail', () => {
  it.each([
    ['/profile', 'My profile', [['/profile', 'My profile']]],
    [
      '/profile/overview',
      'Profile overview',
      [
        ['/profile', 'My profile'],
        ['/profile/overview', 'Profile overview'],
      ],
    ],
    [
      '/profile/partner-preferences',
      'Partner preferences',
      [
        ['/profile', 'My profile'],
        ['/profile/partner-preferences', 'Partner preferences'],
      ],
    ],
    [
      '/profile/notification-setting',
      'Notification settings',
      [
        ['/profile', 'My profile'],
        ['/profile/notification-setting', 'Notification settings'],
      ],
    ],
    [
      '/profile/photos',
      'My photos',
      [
        ['/profile', 'My profile'],
        ['/profile/photos', 'My photos'],
      ],
    ],
    ...(
      [
        ['/profile/shortlist', 'My shortlist'],
        ['/profile/shortlistedMe', 'Who shortlisted me'],
        ['/profile/visitedMe', 'Who visited my profile'],
      ] as const
    ).map(([path, title]): [string, string, string[][]] => [
      path,
      title,
      [
        ['/profile', 'My profile'],
        [path, title],
      ],
    ]),
    ['/notification/list', 'Notifications', [['/notification/list', 'Notifications']]],
    [
      '/notification/activity',
      'My activities',
      [
        ['/notification/list', 'Notifications'],
        ['/notification/activity', 'My activities'],
      ],
    ],
    ['/matches', 'Matches', [['/matches', 'Matches']]],
    ...(
      [
        ['/matches/new', 'New matches'],
        ['/matches/list', 'My matches'],
        ['/matches/all', 'All matches'],
        ['/matches/patidar', 'Patidar matches'],
        ['/matches/recent', 'Recently viewed'],
      ] as const
    ).map(([path, title]): [string, string, string[][]] => [
      path,
      title,
      [
        ['/matches', 'Matches'],
        [path, title],
      ],
    ]),
    ['/search', 'Search', [['/search', 'Search']]],
    ['/ticket', 'Support tickets', [['/ticket', 'Support tickets']]],
    [
      '/ticket/12',
      'Ticket',
      [
        ['/ticket', 'Support tickets'],
        ['/ticket/12', 'Ticket'],
      ],
    ],
    [
      '/matches/detail/PT100233',
      'Member details',
      [
        ['/matches', 'Matches'],
        ['/matches/detail/PT100233', 'Member details'],
      ],
    ],
    ['/events', 'Events', [['/events', 'Events']]],
    [
      '/events/12',
      'Event',
      [
        ['/events', 'Events'],
        ['/events/12', 'Event'],
      ],
    ],
    ['/about', 'About us', [['/about', 'About us']]],
    ['/unsubscribe', 'Unsubscribe', [['/unsubscribe', 'Unsubscribe']]],
  ])('%s is titled "%s"', (pathname, title, crumbs) => {
    expect(trailOf(pathname)).toEqual({ title, crumbs });
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(trailOf('/profile/photos/')).toEqual(trailOf('/profile/photos'));
    expect(trailOf('/notification/list?page=2#top')).toEqual(trailOf('/notification/list'));
  });

  it.each([
    '/',
    '/home',
    '',
    '/no-such-page',
    '/profile/no-such-tab',
    '/matches/detail',
    '/matches/detail/',
    '/matches/detail/1/x',
  ])('has nothing for %j', (pathname) => {
    expect(pageTrail(pathname)).toBeNull();
  });

  it('does not take a prefix for the page', () => {
    expect(pageTrail('/profilex')).toBeNull();
    expect(pageTrail('/PROFILE')).toBeNull();
  });

  describe('the table', () => {
    const entries = Object.entries(PAGE_TITLES);

    it.each(entries.filter(([, entry]) => entry.parent !== undefined))(
      '%s goes through a section that is in the table and is a top-level page',
      (path, entry) => {
        const parent = PAGE_TITLES[entry.parent as string];
        expect(parent).toBeDefined();
        expect(parent.parent).toBeUndefined();
        // The same area of the site: /profile/photos under /profile, /notification/activity under /notification/list.
        expect(path.split('/')[1]).toBe(entry.parent?.split('/')[1]);
      },
    );

    it('has a title for every page of the approved-member menu and of the user menu', () => {
      const linked = ['/matches', '/search', '/inbox', '/events', '/ticket', '/notification/list'];
      linked.push('/profile', '/profile/shortlist', '/notification/activity');
      // The profile area's tabs.
      linked.push('/profile/overview', '/profile/photos', '/profile/shortlistedMe', '/profile/visitedMe');
      for (const path of linked) expect(pageTrail(path), path).not.toBeNull();
    });

    it('has no entry for the home page', () => {
      expect(Object.keys(PAGE_TITLES)).not.toContain('/');
      expect(Object.keys(PAGE_TITLES)).not.toContain('/home');
    });
  });
});
