import { Trans } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getOwnProfileQueryOptions } from '../../features/profile/api/get-own-profile';
import { ProfileOverviewPage } from '../../features/profile/components/profile-overview-page';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';
import { isApprovedMember } from '../../lib/session/member-area';
import { getSession } from '../../lib/session/session-store';

/**
 * The profile as other members see it. Approved members only: at any other status (the root route's guard lets every
 * member who left the wizard into /profile/*) it is /profile; the page checks the loaded status once more.
 */
export const Route = createFileRoute('/_site/profile_/overview')({
  beforeLoad: () => {
    const user = getSession()?.user;
    if (user && !isApprovedMember(user)) throw redirect({ to: '/profile', replace: true });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(getOwnProfileQueryOptions()), ensureProfileLookups(queryClient)]),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your profile could not be loaded</Trans>} />,
  component: ProfileOverviewPage,
});
