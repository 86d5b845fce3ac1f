import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getReportQueueQueryOptions } from '../../features/admin/api/get-report-queue';
import { ReportsPage } from '../../features/admin/components/reports-page';

export const Route = createFileRoute('/admin/reports')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getReportQueueQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: ReportsPage,
});
