import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ProfileStatus } from '../api/generated/rules/types/ProfileStatus';
import { isActingManager, isFamilyAccount, isVolunteerAccount } from '../lib/session/roles';
import { useSession } from '../lib/session/use-session';
import { PageTabs } from './page-tabs';

/** The approved member's profile area: its pages, in document 001's order. */
const PROFILE_PAGES = [
  { to: '/profile', label: msg`My profile` },
  { to: '/profile/overview', label: msg`As others see it` },
  { to: '/profile/photos', label: msg`My photos` },
  { to: '/profile/verification', label: msg`Verification` },
  { to: '/profile/partner-preferences', label: msg`Partner preferences` },
  { to: '/profile/change-password', label: msg`Change password` },
  { to: '/profile/shortlist', label: msg`My shortlist` },
  { to: '/profile/shortlistedMe', label: msg`Who shortlisted me` },
  { to: '/profile/visitedMe', label: msg`Who visited me` },
  { to: '/profile/satapeta', label: msg`Satapeta` },
  { to: '/profile/notification-setting', label: msg`Notification settings` },
  { to: '/profile/family', label: msg`Family` },
  { to: '/profile/account', label: msg`Account` },
] as const;

/** What every other status keeps (awaiting approval, changes requested, deactivated, suspended): the routing's rule. */
const ACCOUNT_PAGES = new Set<string>(['/profile', '/profile/change-password', '/profile/family', '/profile/account']);

/** What a family manager acting for the profile never opens (rule 46; the routing's rule). */
const CLOSED_TO_MANAGERS = new Set<string>([
  '/profile/verification',
  '/profile/change-password',
  '/profile/satapeta',
  '/profile/notification-setting',
  '/profile/account',
]);

/** An account that only looks after others' profiles (rule 46): its family page and its password. */
const FAMILY_ACCOUNT_PAGES = [
  { to: '/profile/family', label: msg`Profiles I look after` },
  { to: '/profile/change-password', label: msg`Change password` },
] as const;
const RESTRICTED_PAGES = PROFILE_PAGES.filter((p) => ACCOUNT_PAGES.has(p.to));

/** A volunteer's own account (docs/rules.md rule 45): the volunteer page and the password, nothing of a member's. */
const VOLUNTEER_PAGES = [
  { to: '/volunteer', label: msg`Volunteer page` },
  { to: '/profile/change-password', label: msg`Change password` },
] as const;

/** The navigation between the pages of the profile area, shown at the top of each of them. */
export function ProfileNav() {
  const { t } = useLingui();
  // Only signed-in members reach these pages; the tabs follow the status the routing table goes by.
  const user = useSession()?.user;
  const status = user?.profileStatus ?? ProfileStatus.Approved;
  const own = isVolunteerAccount(user)
    ? VOLUNTEER_PAGES
    : isFamilyAccount(user)
      ? FAMILY_ACCOUNT_PAGES
      : status === ProfileStatus.Approved
        ? PROFILE_PAGES
        : RESTRICTED_PAGES;
  const pages = isActingManager(user) ? own.filter((p) => !CLOSED_TO_MANAGERS.has(p.to)) : own;
  return <PageTabs pages={pages} label={t`Profile pages`} testId="profile-nav" />;
}
