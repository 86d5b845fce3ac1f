import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, redirect } from '@tanstack/react-router';
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
  // Mantine's provider, the toasts and the root's error pages load with the first page, not in the entry chunk (the
  // router plugin does not split the root route, so it is done here with the router's own lazyRouteComponent).
  component: lazyRouteComponent(() => import('../app/root-layout'), 'RootLayout'),
  notFoundComponent: lazyRouteComponent(() => import('../app/root-layout'), 'RootNotFound'),
  errorComponent: lazyRouteComponent(() => import('../app/root-layout'), 'RootError'),
});
