import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/components/admin-shell';

/**
 * The moderators' area; the root route's guard lets only moderators in, but for the events' organisers' pages
 * (/admin/events, docs/rules.md rule 49), which samaj volunteers open too.
 */
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
