import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../../components/route-fallbacks';
import { getNotificationPagesQueryOptions } from '../../../features/notifications/api/get-notifications';
import { NotificationListPage } from '../../../features/notifications/components/notification-list-page';

export const Route = createFileRoute('/_site/notification/list')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getNotificationPagesQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The notifications could not be loaded</Trans>} />,
  component: NotificationListPage,
});
