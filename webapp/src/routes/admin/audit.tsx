import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PAGE_INDEX_MAX, PAGE_INDEX_MIN } from '../../api/generated/rules/rules';
import { RouteError } from '../../components/route-error';
import { RoutePending } from '../../components/route-pending';
import { getAuditLogQueryOptions } from '../../features/admin/api/get-audit-log';
import { AuditPage } from '../../features/admin/components/audit-page';

/** `?page=n`, from 1; anything else is the first page. */
const auditSearch = z.object({
  page: z.number().int().min(PAGE_INDEX_MIN).max(PAGE_INDEX_MAX).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search) => auditSearch.parse(search),
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
