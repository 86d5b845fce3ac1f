import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTabs } from './page-tabs';

/** The approved member's profile area: its pages, in document 001's order. */
const PROFILE_PAGES = [
  { to: '/profile', label: msg`My profile` },
  { to: '/profile/overview', label: msg`As others see it` },
  { to: '/profile/photos', label: msg`My photos` },
  { to: '/profile/partner-preferences', label: msg`Partner preferences` },
  { to: '/profile/shortlist', label: msg`My shortlist` },
  { to: '/profile/shortlistedMe', label: msg`Who shortlisted me` },
  { to: '/profile/visitedMe', label: msg`Who visited me` },
  { to: '/profile/notification-setting', label: msg`Notification settings` },
] as const;

/** The navigation between the pages of the profile area, shown at the top of each of them. */
export function ProfileNav() {
  const { t } = useLingui();
  return <PageTabs pages={PROFILE_PAGES} label={t`Profile pages`} testId="profile-nav" />;
}
