import { lazyRouteComponent } from '@tanstack/react-router';

/*
 * The routes' pendingComponent and errorComponent, loaded when first needed. The route files keep them (they are not
 * split with each page: that would give every route one more lazy chunk), and through these the entry chunk holds
 * only the loaders, not the components and Mantine's parts they are made of (see scripts/check-bundle.mjs).
 */

/** See route-pending.tsx. */
export const RoutePending = lazyRouteComponent(() => import('./route-pending'), 'RoutePending');

/** See route-error.tsx. */
export const RouteError = lazyRouteComponent(() => import('./route-error'), 'RouteError');

/** The error page, for the routes whose errorComponent shows the 404 page inside the shell. */
export const ErrorPage = lazyRouteComponent(() => import('../features/errors/components/error-page'), 'ErrorPage');
