import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A page of the signed-in shell: its title in the subheader, and the page its breadcrumbs go through (the section).
 * The parent must itself be in the table.
 */
export interface PageEntry {
  title: MessageDescriptor;
  parent?: string;
}

/**
 * Document 001's titles by route path, one table for the subheader and its breadcrumbs. A `$name` segment matches any
 * one segment. Many of these pages arrive in later milestones; their titles are here so the shell is done once.
 * The home page (`/`, `/home`) has no entry: it has no subheader.
 */
export const PAGE_TITLES: Readonly<Record<string, PageEntry>> = {
  '/dashboard': { title: msg`Dashboard` },

  '/matches': { title: msg`Matches` },
  '/matches/new': { title: msg`New matches`, parent: '/matches' },
  '/matches/list': { title: msg`My matches`, parent: '/matches' },
  '/matches/all': { title: msg`All matches`, parent: '/matches' },
  '/matches/patidar': { title: msg`Patidar matches`, parent: '/matches' },
  '/matches/recent': { title: msg`Recently viewed`, parent: '/matches' },
  '/matches/detail/$id': { title: msg`Member details`, parent: '/matches' },

  '/profile': { title: msg`My profile` },
  '/profile/overview': { title: msg`Profile overview`, parent: '/profile' },
  '/profile/partner-preferences': { title: msg`Partner preferences`, parent: '/profile' },
  '/profile/change-password': { title: msg`Change password`, parent: '/profile' },
  '/profile/shortlist': { title: msg`My shortlist`, parent: '/profile' },
  '/profile/shortlistedMe': { title: msg`Who shortlisted me`, parent: '/profile' },
  '/profile/visitedMe': { title: msg`Who visited my profile`, parent: '/profile' },
  '/profile/satapeta': { title: msg`Satapeta setting`, parent: '/profile' },
  '/profile/notification-setting': { title: msg`Notification settings`, parent: '/profile' },
  '/profile/account': { title: msg`Account information`, parent: '/profile' },
  '/profile/photos': { title: msg`My photos`, parent: '/profile' },
  '/profile/verification': { title: msg`Verification`, parent: '/profile' },

  '/search': { title: msg`Search` },
  '/inbox': { title: msg`Inbox` },
  '/ticket': { title: msg`Support tickets` },
  '/ticket/$ticketId': { title: msg`Ticket`, parent: '/ticket' },

  '/notification/list': { title: msg`Notifications` },
  '/notification/activity': { title: msg`My activities`, parent: '/notification/list' },

  '/create-profile': { title: msg`Create your profile` },

  '/events': { title: msg`Events` },
  '/events/$eventId': { title: msg`Event`, parent: '/events' },

  '/volunteer': { title: msg`Samaj volunteer` },

  // Open to everyone; a signed-in visitor sees them in the same shell.
  '/about': { title: msg`About us` },
  '/contact': { title: msg`Contact` },
  '/terms': { title: msg`Terms and conditions` },
  '/privacy-policy': { title: msg`Privacy policy` },
  '/safety': { title: msg`Staying safe` },
  '/grievance': { title: msg`Grievance officer` },
  '/unsubscribe': { title: msg`Unsubscribe` },
};

/** One step of the breadcrumbs; the last one is the page itself. */
export interface Crumb {
  href: string;
  label: MessageDescriptor;
}

export interface PageTrail {
  title: MessageDescriptor;
  /** From the section down to the page; the subheader puts Home in front. */
  crumbs: Crumb[];
}

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => (segment.startsWith('$') ? have[index] !== '' : segment === have[index]))
  );
}

/** The table's key for `path`: an exact entry first, then one with `$` segments. */
function findKey(path: string): string | undefined {
  if (Object.hasOwn(PAGE_TITLES, path)) return path;
  return Object.keys(PAGE_TITLES).find((pattern) => pattern.includes('$') && matches(pattern, path));
}

/** The subheader's title and breadcrumbs for `pathname`, or null when the page has none (home, an unknown page). */
export function pageTrail(pathname: string): PageTrail | null {
  const path = normalise(pathname);
  const key = findKey(path);
  if (key === undefined) return null;

  const page = PAGE_TITLES[key];
  // The page links to where the member is (its `$id` filled in); each section above it to its own path. The table is
  // two levels deep; the cap only guards against a parent loop written into it by mistake.
  const crumbs: Crumb[] = [{ href: path, label: page.title }];
  for (let parent = page.parent; parent !== undefined && crumbs.length < 4; parent = PAGE_TITLES[parent]?.parent) {
    const section = PAGE_TITLES[parent];
    if (!section) break;
    crumbs.unshift({ href: parent, label: section.title });
  }
  return { title: page.title, crumbs };
}
