import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { RoutePending } from '../../components/route-pending';
import { getEditRequestsQueryOptions } from '../../features/admin/api/get-edit-requests';
import { EditRequestsPage } from '../../features/admin/components/edit-requests-page';

export const Route = createFileRoute('/admin/edit-requests')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getEditRequestsQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: EditRequestsPage,
});
