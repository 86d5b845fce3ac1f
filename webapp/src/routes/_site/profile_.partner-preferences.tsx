import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { loadPartnerPreferences } from '../../features/partner-preferences/api/load-partner-preferences';
import { PartnerPreferencesPage } from '../../features/partner-preferences/components/partner-preferences-page';
import { getSession } from '../../lib/session/session-store';

/** Partner preferences (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/profile_/partner-preferences')({
  loader: async ({ context: { queryClient } }) => {
    const memberId = getSession()?.user.memberId;
    if (memberId !== undefined) await loadPartnerPreferences(queryClient, memberId);
  },
  pendingComponent: RoutePending,
  errorComponent: (props) => (
    <RouteError {...props} title={<Trans>Your partner preferences could not be loaded</Trans>} />
  ),
  component: PartnerPreferencesPage,
});
