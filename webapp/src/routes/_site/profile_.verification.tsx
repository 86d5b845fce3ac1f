import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getVerificationQueryOptions } from '../../features/account/api/get-verification';
import { VerificationPage } from '../../features/account/components/verification-page';

/** Verification: phone, identity document, verification photo (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/profile_/verification')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getVerificationQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your verification could not be loaded</Trans>} />,
  component: VerificationPage,
});
