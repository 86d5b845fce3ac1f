import { describe, expect, it } from 'vitest';
import { routeAccess, type AccessSubject, type RouteAccess } from './route-access';

const member = (profileStatus: number): AccessSubject => ({ emailConfirmed: true, profileStatus });
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
  ['signed out', null, '/notification/list', to('/auth/login')],
  ['signed out', null, '/admin', to('/auth/login')],
  ['signed out', null, '/admin/queue', to('/auth/login')],
  ['unconfirmed e-mail', { emailConfirmed: false, profileStatus: 0 }, '/auth/verify-otp', ok],
  ['unconfirmed e-mail', { emailConfirmed: false, profileStatus: 0 }, '/create-profile', to('/auth/login')],

  // Status 0: only the wizard and /logout (plus the legal pages).
  ['status 0', member(0), '/create-profile', ok],
  ['status 0', member(0), '/logout', ok],
  ['status 0', member(0), '/terms', ok],
  ['status 0', member(0), '/privacy-policy', ok],
  ['status 0', member(0), '/about', ok],
  ['status 0', member(0), '/contact', ok],
  ['status 0', member(0), '/', to('/create-profile')],
  ['status 0', member(0), '/home', to('/create-profile')],
  ['status 0', member(0), '/auth/login', to('/create-profile')],
  ['status 0', member(0), '/auth/verify-otp', to('/create-profile')],
  ['status 0', member(0), '/profile', to('/create-profile')],
  ['status 0', member(0), '/matches', to('/create-profile')],
  ['status 0', member(0), '/notification', to('/create-profile')],
  ['status 0', member(0), '/no-such-page', to('/create-profile')],
  ['status 0', member(0), '/admin', to('/error/oops')],
];

for (const status of [1, 2, 4, 5]) {
  const m = member(status);
  const who = `status ${status}`;
  table.push(
    [who, m, '/', to('/profile')],
    [who, m, '/home', to('/profile')],
    [who, m, '/auth/login', to('/profile')],
    [who, m, '/profile', ok],
    [who, m, '/profile/overview', ok],
    [who, m, '/notification', ok],
    [who, m, '/notification/list', ok],
    [who, m, '/logout', ok],
    [who, m, '/terms', ok],
    [who, m, '/contact', ok],
    [who, m, '/create-profile', to('/error/oops')],
    [who, m, '/matches', to('/error/oops')],
    [who, m, '/dashboard', to('/error/oops')],
    [who, m, '/search', to('/error/oops')],
    [who, m, '/inbox', to('/error/oops')],
    [who, m, '/ticket', to('/error/oops')],
    [who, m, '/profilex', to('/error/oops')],
    [who, m, '/error/oops', ok],
    [who, m, '/admin', to('/error/oops')],
    [who, m, '/admin/queue', to('/error/oops')],
  );
}

const approved = member(3);
table.push(
  ['status 3', approved, '/', to('/matches')],
  ['status 3', approved, '/home', to('/matches')],
  ['status 3', approved, '/auth/login', to('/matches')],
  ['status 3', approved, '/auth/registration', to('/matches')],
  ['status 3', approved, '/dashboard', ok],
  ['status 3', approved, '/profile', ok],
  ['status 3', approved, '/profile/change-password', ok],
  ['status 3', approved, '/matches', ok],
  ['status 3', approved, '/matches/new', ok],
  ['status 3', approved, '/matches/detail/PT104233', ok],
  ['status 3', approved, '/search', ok],
  ['status 3', approved, '/inbox', ok],
  ['status 3', approved, '/ticket', ok],
  ['status 3', approved, '/notification', ok],
  ['status 3', approved, '/notification/activity', ok],
  ['status 3', approved, '/logout', ok],
  ['status 3', approved, '/terms', ok],
  ['status 3', approved, '/privacy-policy', ok],
  ['status 3', approved, '/about', ok],
  ['status 3', approved, '/contact', ok],
  ['status 3', approved, '/matches/', ok],
  ['status 3', approved, '/create-profile', to('/error/oops')],
  ['status 3', approved, '/no-such-page', to('/error/oops')],
  ['status 3', approved, '/admin', to('/error/oops')],
  ['status 3', approved, '/admin/member/12', to('/error/oops')],
  ['status 3', approved, '/administrator', to('/error/oops')],
);

// Moderators: /admin/* only (plus the pages open to all); "/" and the sign-in screens lead there.
const moderator: AccessSubject = { emailConfirmed: true, profileStatus: 3, role: 'moderator' };
table.push(
  ['moderator', moderator, '/', to('/admin')],
  ['moderator', moderator, '/home', to('/admin')],
  ['moderator', moderator, '/auth/login', to('/admin')],
  ['moderator', moderator, '/auth/registration', to('/admin')],
  ['moderator', moderator, '/admin', ok],
  ['moderator', moderator, '/admin/', ok],
  ['moderator', moderator, '/admin/queue', ok],
  ['moderator', moderator, '/admin/member/12', ok],
  ['moderator', moderator, '/admin/members', ok],
  ['moderator', moderator, '/admin/audit', ok],
  ['moderator', moderator, '/logout', ok],
  ['moderator', moderator, '/terms', ok],
  ['moderator', moderator, '/error/oops', ok],
  ['moderator', moderator, '/matches', to('/admin')],
  ['moderator', moderator, '/profile', to('/admin')],
  ['moderator', moderator, '/notification/list', to('/admin')],
  ['moderator', moderator, '/create-profile', to('/admin')],
  ['moderator', moderator, '/no-such-page', to('/admin')],
  ['moderator', { ...moderator, profileStatus: 0 }, '/create-profile', to('/admin')],
);

describe('routeAccess', () => {
  it.each(table)('%s: %s %s', (_who, subject, path, expected) => {
    expect(routeAccess(path, subject)).toEqual(expected);
  });
});
