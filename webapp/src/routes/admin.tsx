import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/components/admin-shell';

/** The moderators' area; the root route's guard lets only moderators in. */
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
