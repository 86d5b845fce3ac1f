import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ensurePreferenceLookups } from '../../components/preference-fields/load-lookups';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getSearchPagesQueryOptions } from '../../features/matches/api/search-matches';
import { SearchPage } from '../../features/matches/components/search-page';
import { parseSearchParams } from '../../features/matches/model/search-address';

/**
 * Basic and advanced search (approved members only: see route-access.ts). The filters are the address's search part,
 * so a search can be bookmarked and shared; the loader fetches the lists the fields name (and the states and cities of
 * the chosen countries and states) and starts the search.
 */
export const Route = createFileRoute('/_site/search')({
  validateSearch: (search: Record<string, unknown>) => parseSearchParams(search),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient }, deps: { search } }) => {
    void queryClient.prefetchInfiniteQuery(getSearchPagesQueryOptions(search));
    await ensurePreferenceLookups(queryClient, search);
  },
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>The search could not be loaded</Trans>} />,
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage search={Route.useSearch()} />;
}
