import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { RoutePending } from '../../components/route-pending';
import { getAdminPopupQueryOptions } from '../../features/admin/api/get-admin-popup';
import { PopupPage } from '../../features/admin/components/popup-page';

export const Route = createFileRoute('/admin/popup')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getAdminPopupQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: PopupPage,
});
