import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getOwnProfileQueryOptions } from '../../features/profile/api/get-own-profile';
import { getRequestTypesQueryOptions } from '../../features/profile/api/get-request-types';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';
import { profileTabOf, type ProfileTab } from '../../lib/profile-tabs';
import { definedOnly } from '../../lib/search-readers';

/**
 * The member's own profile (statuses 1 to 5); the root route's guard keeps status 0 in the wizard. An approved member
 * edits it in tabs, whose edit requests name their details from the request types.
 */
export const Route = createFileRoute('/_site/profile')({
  // `closed`: the approved member's page that sent a member whose profile is not approved here (route-access.ts).
  // `tab`: the approved member's tab to open, where the completeness meter's links lead (rule 53).
  validateSearch: (search: Record<string, unknown>): { closed?: string; tab?: ProfileTab } =>
    definedOnly({
      closed: typeof search.closed === 'string' && search.closed.startsWith('/') ? search.closed : undefined,
      tab: profileTabOf(search.tab),
    }),
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
  const { closed, tab } = Route.useSearch();
  return <ProfilePage closed={closed} tab={tab} />;
}
