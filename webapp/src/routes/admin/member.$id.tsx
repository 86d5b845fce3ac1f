import { createFileRoute } from '@tanstack/react-router';
import { AdminMemberPage } from '../../features/admin/components/member-page';

function MemberRoute() {
  const { id } = Route.useParams();
  const memberId = Number(id);
  return <AdminMemberPage key={memberId} id={Number.isFinite(memberId) ? memberId : 0} />;
}

export const Route = createFileRoute('/admin/member/$id')({
  component: MemberRoute,
});
