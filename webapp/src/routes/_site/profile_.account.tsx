import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAccountInfoQueryOptions } from '../../features/account/api/get-account-info';
import { getLoginHistoryQueryOptions } from '../../features/account/api/get-login-history';
import { AccountPage } from '../../features/account/components/account-page';

/** Account information (approved members, and deactivated ones to reactivate: see route-access.ts). */
export const Route = createFileRoute('/_site/profile_/account')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getAccountInfoQueryOptions()),
      // Fetched alongside but not awaited for failure: the history's own card says when it cannot be loaded.
      queryClient.prefetchInfiniteQuery(getLoginHistoryQueryOptions()),
    ]),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your account could not be loaded</Trans>} />,
  component: AccountPage,
});
