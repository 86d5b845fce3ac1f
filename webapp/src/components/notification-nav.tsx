import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTabs } from './page-tabs';

/** What reached the member, and what the member did (document 001: /notification/list, /notification/activity). */
const NOTIFICATION_PAGES = [
  { to: '/notification/list', label: msg`Notifications` },
  { to: '/notification/activity', label: msg`My activities` },
] as const;

/** The tabs between the notifications and the activities, at the top of both pages. */
export function NotificationNav() {
  const { t } = useLingui();
  return <PageTabs pages={NOTIFICATION_PAGES} label={t`Notifications and activities`} testId="notification-nav" />;
}
