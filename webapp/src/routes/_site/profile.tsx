import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getOwnProfileQueryOptions } from '../../features/profile/api/get-own-profile';
import { getRequestTypesQueryOptions } from '../../features/profile/api/get-request-types';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';

/**
 * The member's own profile (statuses 1 to 5); the root route's guard keeps status 0 in the wizard. An approved member
 * edits it in tabs, whose edit requests name their details from the request types.
 */
export const Route = createFileRoute('/_site/profile')({
  // `closed`: the approved member's page that sent a member whose profile is not approved here (route-access.ts).
  validateSearch: (search: Record<string, unknown>): { closed?: string } =>
    typeof search.closed === 'string' && search.closed.startsWith('/') ? { closed: search.closed } : {},
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getOwnProfileQueryOptions()).then((profile) =>
        profile.profileStatus === ProfileStatus.Approved
          ? queryClient.ensureQueryData(getRequestTypesQueryOptions())
          : undefined,
      ),
      ensureProfileLookups(queryClient),
    ]),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your profile could not be loaded</Trans>} />,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { closed } = Route.useSearch();
  return <ProfilePage closed={closed} />;
}
