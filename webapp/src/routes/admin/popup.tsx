import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAdminPopupQueryOptions } from '../../features/admin/api/get-admin-popup';
import { PopupPage } from '../../features/admin/components/popup-page';

export const Route = createFileRoute('/admin/popup')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getAdminPopupQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: PopupPage,
});
