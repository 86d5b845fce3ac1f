import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../../components/route-fallbacks';
import { getMatchPagesQueryOptions } from '../../../features/matches/api/get-match-lists';
import { MatchListPage } from '../../../features/matches/components/match-list-page';

/** Patidar matches (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/matches/patidar')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getMatchPagesQueryOptions('patidar')),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The list could not be loaded</Trans>} />,
  component: () => <MatchListPage kind="patidar" />,
});
