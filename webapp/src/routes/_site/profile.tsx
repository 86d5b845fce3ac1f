import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { RoutePending } from '../../components/route-pending';
import { getOwnProfileQueryOptions } from '../../features/profile/api/get-own-profile';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';

/** The member's own profile (statuses 1 to 5); the root route's guard keeps status 0 in the wizard. */
export const Route = createFileRoute('/_site/profile')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(getOwnProfileQueryOptions()), ensureProfileLookups(queryClient)]),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your profile could not be loaded</Trans>} />,
  component: ProfilePage,
});
