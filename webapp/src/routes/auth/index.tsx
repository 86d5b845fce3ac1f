import { createFileRoute, redirect } from '@tanstack/react-router';

/** /auth on its own is the sign-in screen. */
export const Route = createFileRoute('/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login' });
  },
});
