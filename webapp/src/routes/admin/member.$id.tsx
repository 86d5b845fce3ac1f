import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/route-fallbacks';
import { getAdminMemberQueryOptions } from '../../features/admin/api/get-admin-member';
import { AdminMemberPage } from '../../features/admin/components/member-page';
import { parseMemberId } from '../../features/admin/model/member-id';
import { ensureProfileLookups } from '../../lib/lookups/profile-lookups';

/**
 * One member, for moderators. An id that is no member id (/admin/member/abc, /0, /-3) is the root's 404 page: the
 * server is never asked for it.
 */
export const Route = createFileRoute('/admin/member/$id')({
  params: {
    parse: ({ id }) => {
      const memberId = parseMemberId(id);
      if (memberId === null) throw notFound();
      return { id: memberId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([queryClient.ensureQueryData(getAdminMemberQueryOptions(id)), ensureProfileLookups(queryClient)]),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: MemberRoute,
});

function MemberRoute() {
  const { id } = Route.useParams();
  return <AdminMemberPage key={id} id={id} />;
}
