import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getApprovalQueueQueryOptions } from '../../features/admin/api/get-approval-queue';
import { QueuePage } from '../../features/admin/components/queue-page';

export const Route = createFileRoute('/admin/queue')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getApprovalQueueQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: QueuePage,
});
