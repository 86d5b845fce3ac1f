import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getVolunteersQueryOptions } from '../../features/admin/api/get-volunteers';
import { VolunteersPage } from '../../features/admin/components/volunteers-page';

/** The samaj volunteers (docs/rules.md rule 45): appoint, see, withdraw. */
export const Route = createFileRoute('/admin/volunteers')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getVolunteersQueryOptions()),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: VolunteersPage,
});
