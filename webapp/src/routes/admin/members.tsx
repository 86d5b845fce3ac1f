import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../features/admin/components/members-page';

export const Route = createFileRoute('/admin/members')({
  component: MembersPage,
});
