import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../../components/route-fallbacks';
import { getMatchPagesQueryOptions } from '../../../features/matches/api/get-match-lists';
import { MatchListPage } from '../../../features/matches/components/match-list-page';

/** Recently viewed (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/matches/recent')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getMatchPagesQueryOptions('recent')),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The list could not be loaded</Trans>} />,
  component: () => <MatchListPage kind="recent" />,
});
