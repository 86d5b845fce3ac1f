import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { ROLE } from '../../../lib/session/roles';
import { notYetOpen, routeAccess, type AccessSubject, type RouteAccess } from './route-access';

const member = (profileStatus: ProfileStatus): AccessSubject => ({ emailConfirmed: true, profileStatus });
const { Wizard, Submitted, ChangesRequested, Approved, Deactivated, Suspended } = ProfileStatus;
const ok: RouteAccess = { allowed: true };
const to = (redirect: string): RouteAccess => ({ allowed: false, redirect });

type Row = [who: string, subject: AccessSubject | null, path: string, expected: ReturnType<typeof routeAccess>];

const table: Row[] = [
  // Signed out: public pages and /auth/*; member pages go to the login screen.
  ['signed out', null, '/', ok],
  ['signed out', null, '/home', ok],
  ['signed out', null, '/about', ok],
  ['signed out', null, '/contact', ok],
  ['signed out', null, '/terms', ok],
  ['signed out', null, '/privacy-policy', ok],
  ['signed out', null, '/unsubscribe', ok],
  ['signed out', null, '/unsubscribe?email=a%40example.com&token=ab12', ok],
  ['signed out', null, '/auth/login', ok],
  ['signed out', null, '/auth/registration', ok],
  ['signed out', null, '/auth/verify-otp', ok],
  ['signed out', null, '/auth/otp-request', ok],
  ['signed out', null, '/auth/forgot-password', ok],
  ['signed out', null, '/auth/new-password', ok],
  ['signed out', null, '/error/oops', ok],
  ['signed out', null, '/logout', ok],
  ['signed out', null, '/no-such-page', ok],
  ['signed out', null, '/create-profile', to('/auth/login')],
  ['signed out', null, '/profile', to('/auth/login')],
  ['signed out', null, '/matches/new', to('/auth/login')],
  ['signed out', null, '/dashboard', to('/auth/login')],
  ['signed out', null, '/search', to('/auth/login')],
  ['signed out', null, '/inbox', to('/auth/login')],
  ['signed out', null, '/ticket', to('/auth/login')],
  ['signed out', null, '/ticket/12', to('/auth/login')],
  ['signed out', null, '/notification/list', to('/auth/login')],
  ['signed out', null, '/admin', to('/auth/login')],
  ['signed out', null, '/admin/queue', to('/auth/login')],
  ['signed out', null, '/volunteer', to('/auth/login')],
  ['signed out', null, '/events', to('/auth/login')],
  ['signed out', null, '/events/3', to('/auth/login')],
  ['signed out', null, '/admin/events', to('/auth/login')],
  ['signed out', null, '/admin/events/new', to('/auth/login')],
  ['unconfirmed e-mail', { emailConfirmed: false, profileStatus: Wizard }, '/auth/verify-otp', ok],
  ['unconfirmed e-mail', { emailConfirmed: false, profileStatus: Wizard }, '/create-profile', to('/auth/login')],

  // In the wizard: only the wizard and /logout (plus the legal pages).
  ['wizard', member(Wizard), '/create-profile', ok],
  ['wizard', member(Wizard), '/logout', ok],
  ['wizard', member(Wizard), '/terms', ok],
  ['wizard', member(Wizard), '/privacy-policy', ok],
  ['wizard', member(Wizard), '/about', ok],
  ['wizard', member(Wizard), '/contact', ok],
  ['wizard', member(Wizard), '/unsubscribe', ok],
  ['wizard', member(Wizard), '/', to('/create-profile')],
  ['wizard', member(Wizard), '/home', to('/create-profile')],
  ['wizard', member(Wizard), '/auth/login', to('/create-profile')],
  ['wizard', member(Wizard), '/auth/verify-otp', to('/create-profile')],
  ['wizard', member(Wizard), '/profile', to('/create-profile')],
  ['wizard', member(Wizard), '/matches', to('/create-profile')],
  ['wizard', member(Wizard), '/notification', to('/create-profile')],
  ['wizard', member(Wizard), '/no-such-page', to('/create-profile')],
  ['wizard', member(Wizard), '/admin', to('/error/oops')],
  ['wizard', member(Wizard), '/volunteer', to('/create-profile')],
  ['wizard', member(Wizard), '/events', to('/create-profile')],
  ['wizard', member(Wizard), '/admin/events', to('/create-profile')],
  // Support tickets: every member whatever the status, the wizard's too (help with a step that will not save).
  ['wizard', member(Wizard), '/ticket', ok],
  ['wizard', member(Wizard), '/ticket/12', ok],
  ['wizard', member(Wizard), '/ticketx', to('/create-profile')],
];

// Awaiting approval, changes requested, deactivated, suspended: the profile page, the notifications and the account.
for (const status of [Submitted, ChangesRequested, Deactivated, Suspended]) {
  const m = member(status);
  const who = ProfileStatus[status];
  table.push(
    [who, m, '/', to('/profile')],
    [who, m, '/home', to('/profile')],
    [who, m, '/auth/login', to('/profile')],
    [who, m, '/profile', ok],
    [who, m, '/profile/overview', ok],
    [who, m, '/profile/photos', to(notYetOpen('/profile/photos'))],
    [who, m, '/profile/partner-preferences', to(notYetOpen('/profile/partner-preferences'))],
    [who, m, '/profile/notification-setting', to(notYetOpen('/profile/notification-setting'))],
    [who, m, '/profile/shortlist', to(notYetOpen('/profile/shortlist'))],
    [who, m, '/profile/shortlistedMe', to(notYetOpen('/profile/shortlistedMe'))],
    [who, m, '/profile/visitedMe', to(notYetOpen('/profile/visitedMe'))],
    // Every status keeps its account: sign-in details, the data download, (de)activation and deletion.
    [who, m, '/profile/change-password', ok],
    [who, m, '/profile/account', ok],
    [who, m, '/profile/account/', ok],
    [who, m, '/profile/satapeta', to(notYetOpen('/profile/satapeta'))],
    [who, m, '/notification/activity', to(notYetOpen('/notification/activity'))],
    [who, m, '/notification/list', ok],
    [who, m, '/notification', ok],
    [who, m, '/notification/list', ok],
    [who, m, '/logout', ok],
    [who, m, '/terms', ok],
    [who, m, '/contact', ok],
    [who, m, '/unsubscribe', ok],
    // The wizard is done: opening it again leads to the profile, not to an error.
    [who, m, '/create-profile', to('/profile')],
    [who, m, '/create-profile/', to('/profile')],
    [who, m, '/matches', to(notYetOpen('/matches'))],
    [who, m, '/matches/list', to(notYetOpen('/matches/list'))],
    [who, m, '/matches/detail/42', to(notYetOpen('/matches/detail/42'))],
    [who, m, '/dashboard', to(notYetOpen('/dashboard'))],
    [who, m, '/search', to(notYetOpen('/search'))],
    [who, m, '/inbox', to(notYetOpen('/inbox'))],
    // A suspended or deactivated member needs support too: tickets stay open to every status.
    [who, m, '/ticket', ok],
    [who, m, '/ticket/', ok],
    [who, m, '/ticket/12', ok],
    [who, m, '/ticketx', to('/error/oops')],
    [who, m, '/profilex', to('/error/oops')],
    [who, m, '/error/oops', ok],
    [who, m, '/admin', to('/error/oops')],
    [who, m, '/admin/queue', to('/error/oops')],
    // The volunteer page is an approved member's (the server refuses the others its calls).
    [who, m, '/volunteer', to(notYetOpen('/volunteer'))],
    // The events (rule 49), to join or to organise, are an approved member's too.
    [who, m, '/events', to(notYetOpen('/events'))],
    [who, m, '/events/3', to(notYetOpen('/events/3'))],
    [who, m, '/admin/events', to(notYetOpen('/admin/events'))],
    [who, m, '/admin/events/3', to(notYetOpen('/admin/events/3'))],
  );
}

const approved = member(Approved);
table.push(
  ['approved', approved, '/', to('/matches')],
  ['approved', approved, '/home', to('/matches')],
  ['approved', approved, '/auth/login', to('/matches')],
  ['approved', approved, '/auth/registration', to('/matches')],
  ['approved', approved, '/dashboard', ok],
  ['approved', approved, '/profile', ok],
  ['approved', approved, '/profile/change-password', ok],
  ['approved', approved, '/profile/account', ok],
  ['approved', approved, '/profile/photos', ok],
  ['approved', approved, '/profile/partner-preferences', ok],
  ['approved', approved, '/profile/notification-setting', ok],
  ['approved', approved, '/profile/visitedMe', ok],
  ['approved', approved, '/profile/satapeta', ok],
  ['approved', approved, '/notification/activity', ok],
  ['approved', approved, '/matches', ok],
  ['approved', approved, '/matches/new', ok],
  ['approved', approved, '/matches/detail/PT104233', ok],
  ['approved', approved, '/matches/list', ok],
  ['approved', approved, '/matches/all', ok],
  ['approved', approved, '/matches/patidar', ok],
  ['approved', approved, '/matches/recent', ok],
  ['approved', approved, '/matches/detail/42', ok],
  ['approved', approved, '/search', ok],
  ['approved', approved, '/inbox', ok],
  ['approved', approved, '/ticket', ok],
  ['approved', approved, '/ticket/12', ok],
  ['approved', approved, '/notification', ok],
  ['approved', approved, '/notification/activity', ok],
  ['approved', approved, '/logout', ok],
  ['approved', approved, '/terms', ok],
  ['approved', approved, '/privacy-policy', ok],
  ['approved', approved, '/about', ok],
  ['approved', approved, '/contact', ok],
  ['approved', approved, '/unsubscribe?email=a%40example.com&token=ab12', ok],
  ['approved', approved, '/unsubscribed', to('/error/oops')],
  ['approved', approved, '/matches/', ok],
  ['approved', approved, '/create-profile', to('/profile')],
  ['approved', approved, '/create-profile?step=2', to('/profile')],
  ['approved', approved, '/no-such-page', to('/error/oops')],
  ['approved', approved, '/admin', to('/error/oops')],
  ['approved', approved, '/admin/member/12', to('/error/oops')],
  ['approved', approved, '/administrator', to('/error/oops')],
  // Any approved member may open the volunteer page (rule 45): the server says whether they are appointed.
  ['approved', approved, '/volunteer', ok],
  ['approved', approved, '/volunteer/', ok],
  ['approved', approved, '/volunteers', to('/error/oops')],
  // The samaj's events (rule 49): to join them, and to organise them, which the server allows a volunteer only.
  ['approved', approved, '/events', ok],
  ['approved', approved, '/events/', ok],
  ['approved', approved, '/events/12', ok],
  ['approved', approved, '/eventsx', to('/error/oops')],
  ['approved', approved, '/admin/events', ok],
  ['approved', approved, '/admin/events/', ok],
  ['approved', approved, '/admin/events/new', ok],
  ['approved', approved, '/admin/events/12', ok],
  ['approved', approved, '/admin/eventsx', to('/error/oops')],
  ['approved', approved, '/admin/volunteers', to('/error/oops')],
);

// Moderators: /admin/* only (plus the pages open to all); "/" and the sign-in screens lead there.
const moderator: AccessSubject = { emailConfirmed: true, profileStatus: Approved, role: ROLE.moderator };
const memberByRole: AccessSubject = { emailConfirmed: true, profileStatus: Approved, role: ROLE.member };
table.push(
  ['moderator account', moderator, '/', to('/admin')],
  ['moderator account', moderator, '/home', to('/admin')],
  ['moderator account', moderator, '/auth/login', to('/admin')],
  ['moderator account', moderator, '/auth/registration', to('/admin')],
  ['moderator account', moderator, '/admin', ok],
  ['moderator account', moderator, '/admin/', ok],
  ['moderator account', moderator, '/admin/queue', ok],
  ['moderator account', moderator, '/admin/member/12', ok],
  ['moderator account', moderator, '/admin/members', ok],
  ['moderator account', moderator, '/admin/audit', ok],
  ['moderator account', moderator, '/logout', ok],
  ['moderator account', moderator, '/terms', ok],
  ['moderator account', moderator, '/unsubscribe', ok],
  ['moderator account', moderator, '/error/oops', ok],
  ['moderator account', moderator, '/matches', to('/admin')],
  ['moderator account', moderator, '/profile', to('/admin')],
  ['moderator account', moderator, '/notification/list', to('/admin')],
  // Moderators answer tickets from /admin; the member's pages are not theirs (the server refuses them too).
  ['moderator account', moderator, '/ticket', to('/admin')],
  ['moderator account', moderator, '/ticket/12', to('/admin')],
  ['moderator account', moderator, '/create-profile', to('/admin')],
  ['moderator account', moderator, '/no-such-page', to('/admin')],
  ['moderator account', moderator, '/volunteer', to('/admin')],
  ['moderator account', moderator, '/admin/volunteers', ok],
  ['moderator account', moderator, '/admin/events', ok],
  ['moderator account', moderator, '/admin/events/new', ok],
  ['moderator account', moderator, '/admin/events/12', ok],
  ['moderator account', moderator, '/events', to('/admin')],
  ['moderator account', { ...moderator, profileStatus: Wizard }, '/create-profile', to('/admin')],
  ['moderator account', { ...moderator, profileStatus: Suspended }, '/create-profile', to('/admin')],
  ['member by role', memberByRole, '/admin', to('/error/oops')],
  ['member by role', memberByRole, '/create-profile', to('/profile')],
  ['member by role', memberByRole, '/volunteer', ok],
  ['member by role', memberByRole, '/admin/events', ok],
  ['member by role', memberByRole, '/events', ok],
);

// A volunteer's own account (rule 45): the volunteer page and its password, plus the pages open to all; "/" and the
// sign-in screens lead to the volunteer page, and so does every member page (the server would refuse its calls).
const volunteer: AccessSubject = { emailConfirmed: true, profileStatus: Approved, role: ROLE.volunteer };
table.push(
  ['volunteer account', volunteer, '/', to('/volunteer')],
  ['volunteer account', volunteer, '/home', to('/volunteer')],
  ['volunteer account', volunteer, '/auth/login', to('/volunteer')],
  ['volunteer account', volunteer, '/volunteer', ok],
  ['volunteer account', volunteer, '/volunteer/', ok],
  ['volunteer account', volunteer, '/profile/change-password', ok],
  ['volunteer account', volunteer, '/logout', ok],
  ['volunteer account', volunteer, '/terms', ok],
  ['volunteer account', volunteer, '/contact', ok],
  ['volunteer account', volunteer, '/safety', ok],
  ['volunteer account', volunteer, '/unsubscribe', ok],
  ['volunteer account', volunteer, '/error/oops', ok],
  ['volunteer account', volunteer, '/profile', to('/volunteer')],
  ['volunteer account', volunteer, '/profile/account', to('/volunteer')],
  ['volunteer account', volunteer, '/profile/verification', to('/volunteer')],
  ['volunteer account', volunteer, '/matches', to('/volunteer')],
  ['volunteer account', volunteer, '/matches/detail/42', to('/volunteer')],
  ['volunteer account', volunteer, '/search', to('/volunteer')],
  ['volunteer account', volunteer, '/inbox', to('/volunteer')],
  ['volunteer account', volunteer, '/ticket', to('/volunteer')],
  ['volunteer account', volunteer, '/notification/list', to('/volunteer')],
  ['volunteer account', volunteer, '/create-profile', to('/volunteer')],
  ['volunteer account', volunteer, '/no-such-page', to('/volunteer')],
  ['volunteer account', volunteer, '/admin', to('/error/oops')],
  ['volunteer account', volunteer, '/admin/volunteers', to('/error/oops')],
  // A volunteer organises the events of the villages they serve (rule 49): those pages of /admin, and only those.
  ['volunteer account', volunteer, '/admin/events', ok],
  ['volunteer account', volunteer, '/admin/events/', ok],
  ['volunteer account', volunteer, '/admin/events/new', ok],
  ['volunteer account', volunteer, '/admin/events/12', ok],
  ['volunteer account', volunteer, '/admin/eventsx', to('/error/oops')],
  ['volunteer account', volunteer, '/admin/queue', to('/error/oops')],
  ['volunteer account', volunteer, '/events', to('/volunteer')],
  ['volunteer account', volunteer, '/events/12', to('/volunteer')],
  ['volunteer account', { ...volunteer, profileStatus: Wizard }, '/volunteer', ok],
  ['volunteer account', { ...volunteer, profileStatus: Wizard }, '/', to('/volunteer')],
);

// A family manager's own account (rule 46): the profiles it looks after and its password; every member page leads
// there. Acting for an approved profile, a manager has the member's pages but the person's account, settings,
// proofs, satapeta and support. The invitation's page opens signed in or not.
const family: AccessSubject = { emailConfirmed: true, profileStatus: Approved, role: ROLE.family };
const acting: AccessSubject = { emailConfirmed: true, profileStatus: Approved, manager: { rights: ['view'] } };
const editor: AccessSubject = { emailConfirmed: true, profileStatus: Approved, manager: { rights: ['edit'] } };
table.push(
  ['signed out', null, '/auth/family', ok],
  ['signed out', null, '/auth/consent', ok],
  ['wizard', member(Wizard), '/auth/consent', ok],
  ['family account', family, '/', to('/profile/family')],
  ['family account', family, '/auth/login', to('/profile/family')],
  ['family account', family, '/auth/family', ok],
  ['family account', family, '/profile/family', ok],
  ['family account', family, '/profile/change-password', ok],
  ['family account', family, '/profile', to('/profile/family')],
  ['family account', family, '/matches', to('/profile/family')],
  ['family account', family, '/ticket', to('/profile/family')],
  ['family account', family, '/volunteer', to('/profile/family')],
  ['family account', family, '/admin', to('/error/oops')],
  ['family account', family, '/admin/events', to('/profile/family')],
  ['family account', family, '/events', to('/profile/family')],
  ['acting manager', acting, '/', to('/matches')],
  ['acting manager', acting, '/matches', ok],
  ['acting manager', acting, '/inbox', ok],
  ['acting manager', acting, '/profile', ok],
  ['acting manager', acting, '/profile/family', ok],
  ['acting manager', acting, '/profile/photos', ok],
  ['acting manager', acting, '/profile/account', to('/matches')],
  ['acting manager', acting, '/profile/change-password', to('/matches')],
  ['acting manager', acting, '/profile/notification-setting', to('/matches')],
  ['acting manager', acting, '/profile/verification', to('/matches')],
  ['acting manager', acting, '/profile/satapeta', to('/matches')],
  ['acting manager', acting, '/ticket/3', to('/matches')],
  ['acting manager', acting, '/volunteer', to('/matches')],
  // A manager reads the events and registers the profile (the server asks for `view` and `edit`), but organising is
  // the volunteer's own work.
  ['acting manager', acting, '/events', ok],
  ['acting manager', acting, '/events/12', ok],
  ['acting manager', acting, '/admin/events', to('/matches')],
  ['acting manager', acting, '/admin/events/12', to('/matches')],
  ['editing manager', editor, '/', to('/profile')],
  ['editing manager', { ...editor, profileStatus: Wizard }, '/', to('/create-profile')],
  // A volunteer entering a family's paper form (rule 49): the family's address is not confirmed, the volunteer's is.
  ['entering volunteer', { ...editor, profileStatus: Wizard, emailConfirmed: false }, '/create-profile', ok],
  ['entering volunteer', { ...editor, profileStatus: Wizard, emailConfirmed: false }, '/admin/events', to('/create-profile')],
  ['unconfirmed', { ...member(Wizard), emailConfirmed: false }, '/create-profile', to('/auth/login')],
  ['wizard', member(Wizard), '/profile/family', ok],
  ['member', member(Submitted), '/profile/family', ok],
  ['approved', approved, '/profile/family', ok],
);

describe('routeAccess', () => {
  it.each(table)('%s: %s %s', (_who, subject, path, expected) => {
    expect(routeAccess(path, subject)).toEqual(expected);
  });
});

describe('notYetOpen', () => {
  it('sends to the own profile, naming the page that was asked for', () => {
    expect(notYetOpen('/matches/detail/42')).toBe('/profile?closed=%2Fmatches%2Fdetail%2F42');
  });
});
