import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthShell } from '../features/auth/components/auth-shell';

/** The shell of the sign-in screens (/auth/login, /auth/registration, …), which are added in the next milestone. */
export const Route = createFileRoute('/auth')({
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}
