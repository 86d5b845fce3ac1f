import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getWizardDetailQueryOptions } from '../../features/create-profile/api/get-wizard-detail';
import { CreateProfilePage } from '../../features/create-profile/components/create-profile-page';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';

/** The profile wizard; the root route's guard lets only members with profileStatus 0 in. */
export const Route = createFileRoute('/_site/create-profile')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(getWizardDetailQueryOptions()), ensureProfileLookups(queryClient)]),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your profile could not be loaded</Trans>} />,
  component: CreateProfilePage,
});
