import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../../components/route-fallbacks';
import { getActivityPagesQueryOptions } from '../../../features/activity/api/get-activity';
import { ActivityPage } from '../../../features/activity/components/activity-page';

/** My activities (rule 32; approved members only: the server answers the others 403). */
export const Route = createFileRoute('/_site/notification/activity')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getActivityPagesQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your activities could not be loaded</Trans>} />,
  component: ActivityPage,
});
