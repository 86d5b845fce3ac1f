import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import type { Role } from '../../../api/generated/rules/types/Role';
import { isActingManager, isFamilyAccount, isModerator, isVolunteerAccount } from '../../../lib/session/roles';

/**
 * Document 000's routing table as one pure function: where may this visitor go, and where are they sent instead.
 * The root route's beforeLoad calls it on every navigation.
 */

/** The part of the sign-in that routing needs; null when signed out. */
export interface AccessSubject {
  emailConfirmed: boolean;
  profileStatus: ProfileStatus;
  /** A member when absent. */
  role?: Role;
  /** Present while the sign-in acts for this profile as one of its family managers (rule 46), with their rights. */
  manager?: { rights: readonly string[] } | null;
}

export type RouteAccess = { allowed: true } | { allowed: false; redirect: string };

export const LOGIN_PATH = '/auth/login';
export const CREATE_PROFILE_PATH = '/create-profile';
export const LOGOUT_PATH = '/logout';
export const OOPS_PATH = '/error/oops';
export const ADMIN_PATH = '/admin';
export const VOLUNTEER_PATH = '/volunteer';
/** The samaj's events an approved member may join (docs/rules.md rule 49). */
export const EVENTS_PATH = '/events';
/**
 * The events' organisers' pages (rule 49), in the moderators' area: moderators, and the samaj volunteers, who organise
 * the events of the villages they serve, whether their own account or a member's. The server answers whether a member
 * organises anything (403 `not_volunteer` otherwise, which the page says in words).
 */
export const ORGANISER_PATH = '/admin/events';
/** Who looks after the profile, and the profiles the account looks after (docs/rules.md rule 46). */
export const FAMILY_PATH = '/profile/family';
/** Where a family member accepts an invitation with its code: signed in or not (they may already have an account). */
const FAMILY_ACCEPT_PATH = '/auth/family';
/** Where a profile's person agrees to it with the code from their e-mail: no sign-in, whoever has this browser. */
const CONSENT_PATH = '/auth/consent';
/** The one page of the account area that a volunteer's own account has too (the server's `Access::AnyStatus`). */
const CHANGE_PASSWORD_PATH = '/profile/change-password';

/**
 * The legal and contact pages stay reachable for everyone, signed in or not, whatever the status; so does the
 * unsubscribe link of the news e-mails, which any address may receive.
 */
const OPEN_TO_ALL = [
  '/terms',
  '/privacy-policy',
  '/about',
  '/contact',
  '/safety',
  '/grievance',
  '/unsubscribe',
  '/error',
  LOGOUT_PATH,
  FAMILY_ACCEPT_PATH,
  CONSENT_PATH,
];

/**
 * What a family manager acting for a profile never opens (rule 46): the person's own account, password, settings,
 * proofs, satapeta and support, the volunteer page and the events' organisers' pages (a volunteer's own work). The
 * server refuses their calls (403 `manager_forbids`).
 */
const CLOSED_TO_MANAGERS = [
  '/profile/account',
  '/profile/change-password',
  '/profile/notification-setting',
  '/profile/verification',
  '/profile/satapeta',
  '/ticket',
  VOLUNTEER_PATH,
  ORGANISER_PATH,
];

/** Routes that need a sign-in; a visitor who is signed out is sent to the login screen. */
const MEMBER_ONLY = [
  CREATE_PROFILE_PATH,
  '/dashboard',
  '/profile',
  '/matches',
  '/search',
  '/inbox',
  '/ticket',
  '/notification',
  EVENTS_PATH,
  VOLUNTEER_PATH,
  ADMIN_PATH,
];

/**
 * Support tickets: every member, whatever the profile's status (the server's `Access::AnyMember`). A member still in
 * the wizard, awaiting approval, asked for changes, deactivated or suspended may need help most of all.
 */
const ANY_STATUS_ROUTES = ['/ticket'];

/**
 * Awaiting approval, changes requested, deactivated, suspended: the own profile, the notifications, and the account
 * (`/profile/account`, `/profile/change-password`), where every status may change its sign-in details, download its
 * data, deactivate or reactivate, and delete the account (rule 37).
 */
const RESTRICTED_ROUTES = ['/profile', '/notification'];
/**
 * The pages of the profile and notification areas that only an approved member has (the server refuses the others
 * their calls).
 */
const APPROVED_ONLY_PROFILE_PAGES = [
  '/profile/photos',
  '/profile/partner-preferences',
  '/profile/notification-setting',
  '/profile/shortlist',
  '/profile/shortlistedMe',
  '/profile/visitedMe',
  '/profile/satapeta',
  '/profile/verification',
  '/notification/activity',
];
const RESTRICTED_HOME = '/profile';

/**
 * Where a member whose profile is not approved lands from an address of the approved member's area (a bookmark, an
 * e-mail's link, an old tab): their own profile, which says where it stands and what to do, with a line naming the
 * page that opens once the profile is approved (`closed`).
 */
export function notYetOpen(path: string): string {
  return `${RESTRICTED_HOME}?closed=${encodeURIComponent(path)}`;
}

/**
 * Approved. The volunteer page and the events' organisers' pages too: any approved member may open them, and the
 * server answers whether they are appointed (docs/rules.md rules 45 and 49; 403 `not_volunteer` otherwise, which the
 * pages say in words).
 */
const APPROVED_ROUTES = [
  '/dashboard',
  '/profile',
  '/matches',
  '/search',
  '/inbox',
  '/ticket',
  '/notification',
  EVENTS_PATH,
  VOLUNTEER_PATH,
  ORGANISER_PATH,
];
const APPROVED_HOME = '/matches';

/** Where a member who has left the wizard is sent when they open it again (a bookmark, the back button). */
const WIZARD_DONE_HOME = '/profile';

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `path` is `base` or below it (`/matches` covers `/matches/new`, not `/matchesx`). */
function under(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function underAny(path: string, bases: readonly string[]): boolean {
  return bases.some((base) => under(path, base));
}

/** The page a signed-in member starts from. */
export function homeFor(subject: AccessSubject): string {
  if (isModerator(subject)) return ADMIN_PATH;
  if (isVolunteerAccount(subject)) return VOLUNTEER_PATH;
  if (isFamilyAccount(subject)) return FAMILY_PATH;
  // A family manager who may only edit the profile starts on it: the lists are not theirs to see (rule 46).
  if (subject.manager && !subject.manager.rights.some((right) => right === 'view' || right === 'requests')) {
    return subject.profileStatus === ProfileStatus.Wizard ? CREATE_PROFILE_PATH : RESTRICTED_HOME;
  }
  if (subject.profileStatus === ProfileStatus.Wizard) return CREATE_PROFILE_PATH;
  if (subject.profileStatus === ProfileStatus.Approved) return APPROVED_HOME;
  return RESTRICTED_HOME;
}

const allow: RouteAccess = { allowed: true };
const goTo = (redirect: string): RouteAccess => ({ allowed: false, redirect });

export function routeAccess(pathname: string, subject: AccessSubject | null): RouteAccess {
  const path = normalise(pathname);

  if (underAny(path, OPEN_TO_ALL)) return allow;

  // Signed out (tokens exist only once the e-mail is confirmed): public pages and /auth/* only. A manager acting for a
  // profile signed in with their own confirmed address, whatever the profile's (a family's paper form, rule 49, has an
  // address nobody confirmed yet).
  if (!subject || (!subject.emailConfirmed && !isActingManager(subject))) {
    return underAny(path, MEMBER_ONLY) ? goTo(LOGIN_PATH) : allow;
  }

  const home = homeFor(subject);
  // "/" and the public home page send a member to their own start page; so do the sign-in screens.
  if (path === '/' || path === '/home' || under(path, '/auth')) return goTo(home);

  // Moderators work in /admin only; members never see it, but for the events' organisers' pages (rule 49).
  if (isModerator(subject)) return under(path, ADMIN_PATH) ? allow : goTo(ADMIN_PATH);
  if (under(path, ADMIN_PATH) && !under(path, ORGANISER_PATH)) return goTo(OOPS_PATH);

  // A volunteer's own account (rule 45) is no member: the volunteer page, the events it organises (rule 49) and its
  // password only, whatever the status.
  if (isVolunteerAccount(subject)) {
    return underAny(path, [VOLUNTEER_PATH, ORGANISER_PATH]) || path === CHANGE_PASSWORD_PATH
      ? allow
      : goTo(VOLUNTEER_PATH);
  }

  // An account that only looks after others' profiles (rule 46), signed in as itself: the family page and its password.
  if (isFamilyAccount(subject)) {
    return path === FAMILY_PATH || path === CHANGE_PASSWORD_PATH ? allow : goTo(FAMILY_PATH);
  }
  if (isActingManager(subject) && underAny(path, CLOSED_TO_MANAGERS)) return goTo(home);

  if (underAny(path, ANY_STATUS_ROUTES)) return allow;

  if (subject.profileStatus === ProfileStatus.Wizard) {
    // The family page too: who will look after the profile, invited while it is being built (rule 46).
    return path === CREATE_PROFILE_PATH || path === FAMILY_PATH ? allow : goTo(CREATE_PROFILE_PATH);
  }
  // The wizard is done (whatever became of the profile since): it would only answer with an error.
  if (path === CREATE_PROFILE_PATH) return goTo(WIZARD_DONE_HOME);

  if (subject.profileStatus === ProfileStatus.Approved) return underAny(path, APPROVED_ROUTES) ? allow : goTo(OOPS_PATH);
  if (underAny(path, APPROVED_ONLY_PROFILE_PAGES)) return goTo(notYetOpen(path));
  if (underAny(path, RESTRICTED_ROUTES)) return allow;
  return underAny(path, APPROVED_ROUTES) ? goTo(notYetOpen(path)) : goTo(OOPS_PATH);
}
