import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../../components/route-fallbacks';
import { getMatchPagesQueryOptions } from '../../../features/matches/api/get-match-lists';
import { MatchListPage } from '../../../features/matches/components/match-list-page';

/** New matches (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/matches/new')({
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(getMatchPagesQueryOptions('new')),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The list could not be loaded</Trans>} />,
  component: () => <MatchListPage kind="new" />,
});
