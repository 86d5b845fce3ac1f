import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { render } from './render';

/**
 * Renders `ui` as `render` does, inside a router that is at `path`, so that links and `useLocation` work. Any path is
 * a page (a splat route under the root), rendered empty: `ui` stands where a layout would.
 */
export async function renderAt(path: string, ui: ReactNode) {
  // The router scrolls to the top after a navigation; jsdom has no scrolling and logs "Not implemented" for each.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  return { ...view, router };
}
