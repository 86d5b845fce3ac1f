import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/components/error-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <ErrorPage kind="not-found" />,
  errorComponent: () => <ErrorPage kind="something-went-wrong" />,
});
