import { createFileRoute } from '@tanstack/react-router';
import { PAGE_INDEX_MIN } from '../../api/startup-rules';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getEnquiriesQueryOptions } from '../../features/admin/api/get-enquiries';
import { EnquiriesPage } from '../../features/admin/components/enquiries-page';
import { enquiryListSearch } from '../../features/admin/model/list-search';

/** `?handled=true` for the handled enquiries (the open ones otherwise) and `?page=n`. */
export const Route = createFileRoute('/admin/enquiries')({
  validateSearch: (search) => enquiryListSearch.parse(search),
  loaderDeps: ({ search }) => ({ handled: search.handled === true, page: search.page ?? PAGE_INDEX_MIN }),
  loader: ({ context: { queryClient }, deps: { handled, page } }) =>
    queryClient.ensureQueryData(getEnquiriesQueryOptions(handled, page)),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: EnquiriesRoute,
});

function EnquiriesRoute() {
  const { handled, page } = Route.useLoaderDeps();
  return <EnquiriesPage handled={handled} page={page} />;
}
