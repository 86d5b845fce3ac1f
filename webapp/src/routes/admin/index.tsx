import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getQueueFiguresQueryOptions } from '../../features/admin/api/get-queue-figures';
import { AdminHomePage } from '../../features/admin/components/admin-home-page';

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getQueueFiguresQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: AdminHomePage,
});
