import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getPhotoQueueQueryOptions } from '../../features/admin/api/get-photo-queue';
import { PhotosPage } from '../../features/admin/components/photos-page';

export const Route = createFileRoute('/admin/photos')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getPhotoQueueQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: PhotosPage,
});
