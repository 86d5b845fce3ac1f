import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useLayoutEffect } from 'react';
import { SplashScreen } from '../components/splash-screen';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The sign-in's status check, live events, Web Push and where an expired sign-in goes: loaded after the first paint
 * (see background-services.tsx).
 */
const BackgroundServices = lazy(() =>
  import('./background-services').then(({ BackgroundServices }) => ({ default: BackgroundServices })),
);

/**
 * Lingui, React Query and the router: the pages and nothing else. The prerendering (src/prerender.tsx) renders this
 * to HTML at build time; the browser hydrates that HTML with it, or renders it (main.tsx). Mantine's provider and the toasts are the root route's
 * layout (root-layout.tsx), which loads with the first page.
 */
export function AppPages({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // A prerendered page that was not this visitor's (see scripts/prerender.mjs) stood hidden: the pages' first commit
  // has replaced it, so it may show (behind the splash, which fades as on every first load).
  useLayoutEffect(() => document.documentElement.removeAttribute('data-sagpan-stale'), []);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * What runs beside the pages in the browser: the splash while the first page loads, and the background services. A
 * React root of its own (main.tsx), so that the pages' root holds exactly what the prerendering rendered and can
 * adopt a prerendered page's HTML as it is (hydration).
 */
export function AppServices({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SplashScreen router={router} />
        <Suspense fallback={null}>
          <BackgroundServices router={router} queryClient={queryClient} />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
