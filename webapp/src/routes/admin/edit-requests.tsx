import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getEditRequestsQueryOptions } from '../../features/admin/api/get-edit-requests';
import { EditRequestsPage } from '../../features/admin/components/edit-requests-page';

export const Route = createFileRoute('/admin/edit-requests')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getEditRequestsQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: EditRequestsPage,
});
