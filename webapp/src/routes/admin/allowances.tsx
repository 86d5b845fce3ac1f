import { createFileRoute } from '@tanstack/react-router';
import { PAGE_INDEX_MIN } from '../../api/startup-rules';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAllowancesReachedQueryOptions } from '../../features/admin/api/get-allowances-reached';
import { AllowancesPage } from '../../features/admin/components/allowances-page';
import { definedOnly, pageNumber } from '../../lib/search-readers';

/** `?page=n`, from 1; anything else is the first page. */
export const Route = createFileRoute('/admin/allowances')({
  validateSearch: (search): { page?: number } => definedOnly({ page: pageNumber(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? PAGE_INDEX_MIN }),
  loader: ({ context: { queryClient }, deps: { page } }) =>
    queryClient.ensureQueryData(getAllowancesReachedQueryOptions(page)),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: AllowancesRoute,
});

function AllowancesRoute() {
  const { page } = Route.useLoaderDeps();
  return <AllowancesPage page={page} />;
}
