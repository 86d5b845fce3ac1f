import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getOwnPhotosQueryOptions } from '../../features/photos/api/get-own-photos';
import { PhotosPage } from '../../features/photos/components/photos-page';

/** My photos (approved members only: see route-access.ts). */
export const Route = createFileRoute('/_site/profile_/photos')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getOwnPhotosQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: (props) => <RouteError {...props} title={<Trans>Your photos could not be loaded</Trans>} />,
  component: PhotosPage,
});
