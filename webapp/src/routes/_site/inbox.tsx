import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getInboxPagesQueryOptions } from '../../features/inbox/api/get-inbox-lists';
import { InboxPage } from '../../features/inbox/components/inbox-page';
import { DEFAULT_INBOX_TAB, parseInboxSearch } from '../../features/inbox/model/inbox-search';
import { MatchCard } from '../../features/matches/components/match-card';

/**
 * The inbox (approved members only: see route-access.ts): `?tab=accepted|received|sent|declined|blocked`, the requests
 * received when none is given. The cards are the matches' cards, whose actions answer, cancel or unblock.
 */
export const Route = createFileRoute('/_site/inbox')({
  validateSearch: (search: Record<string, unknown>) => parseInboxSearch(search),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_INBOX_TAB }),
  loader: ({ context: { queryClient }, deps: { tab } }) =>
    queryClient.ensureInfiniteQueryData(getInboxPagesQueryOptions(tab)),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The inbox could not be loaded</Trans>} />,
  component: InboxRoute,
});

function InboxRoute() {
  const { tab } = Route.useLoaderDeps();
  return <InboxPage tab={tab} Card={MatchCard} />;
}
