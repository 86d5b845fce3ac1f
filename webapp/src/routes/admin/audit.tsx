import { createFileRoute } from '@tanstack/react-router';
import { PAGE_INDEX_MIN } from '../../api/startup-rules';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAuditLogQueryOptions } from '../../features/admin/api/get-audit-log';
import { AuditPage } from '../../features/admin/components/audit-page';
import { definedOnly, pageNumber } from '../../lib/search-readers';

/** `?page=n`, from 1; anything else is the first page. */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search): { page?: number } => definedOnly({ page: pageNumber(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? PAGE_INDEX_MIN }),
  loader: ({ context: { queryClient }, deps: { page } }) => queryClient.ensureQueryData(getAuditLogQueryOptions(page)),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: AuditRoute,
});

function AuditRoute() {
  const { page } = Route.useLoaderDeps();
  return <AuditPage page={page} />;
}
