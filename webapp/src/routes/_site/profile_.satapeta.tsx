import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getSatapetaQueryOptions } from '../../features/satapeta/api/get-satapeta';
import { SatapetaPage } from '../../features/satapeta/components/satapeta-page';
import { getSession } from '../../lib/session/session-store';

/** Satapeta, the sibling exchange (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/profile_/satapeta')({
  loader: async ({ context: { queryClient } }) => {
    const memberId = getSession()?.user.memberId;
    if (memberId !== undefined) await queryClient.ensureQueryData(getSatapetaQueryOptions(memberId));
  },
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your satapeta setting could not be loaded</Trans>} />,
  component: SatapetaPage,
});
