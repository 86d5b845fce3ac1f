import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/components/error-page';
import { routeAccess } from '../features/auth/routing/route-access';
import { getSession } from '../lib/session/session-store';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Document 000's routing by sign-in and profileStatus, on every navigation (unknown addresses included).
  beforeLoad: ({ location }) => {
    const access = routeAccess(location.pathname, getSession()?.user ?? null);
    if (!access.allowed) throw redirect({ href: access.redirect, replace: true });
  },
  component: Outlet,
  notFoundComponent: () => <ErrorPage kind="not-found" />,
  errorComponent: () => <ErrorPage kind="something-went-wrong" />,
});
