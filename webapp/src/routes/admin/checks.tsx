import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getCheckQueueQueryOptions } from '../../features/admin/api/get-check-queue';
import { ChecksPage } from '../../features/admin/components/checks-page';

export const Route = createFileRoute('/admin/checks')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getCheckQueueQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: ChecksPage,
});
