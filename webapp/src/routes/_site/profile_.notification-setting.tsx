import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getNotificationSettingsQueryOptions } from '../../features/notification-settings/api/get-notification-settings';
import { getNotificationTypesQueryOptions } from '../../features/notification-settings/api/get-notification-types';
import { NotificationSettingsPage } from '../../features/notification-settings/components/notification-settings-page';
import { PushDeviceCard } from '../../features/push/components/push-device-card';

/** Notification settings (approved members only: see route-access.ts), with whether pushes reach this device. */
export const Route = createFileRoute('/_site/profile_/notification-setting')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getNotificationSettingsQueryOptions()),
      queryClient.ensureQueryData(getNotificationTypesQueryOptions()),
    ]),
  pendingComponent: RoutePending,
  errorComponent: (props) => (
    <RouteError {...props} title={<Trans>Your notification settings could not be loaded</Trans>} />
  ),
  component: NotificationSettingRoute,
});

function NotificationSettingRoute() {
  return <NotificationSettingsPage deviceCard={<PushDeviceCard />} />;
}
