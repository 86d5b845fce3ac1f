import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { SplashScreen } from '../components/splash-screen';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

/**
 * The sign-in's status check, live events, Web Push and where an expired sign-in goes: loaded after the first paint
 * (see background-services.tsx).
 */
const BackgroundServices = lazy(() =>
  import('./background-services').then(({ BackgroundServices }) => ({ default: BackgroundServices })),
);

/**
 * The app: Lingui, React Query and the router. Mantine's provider and the toasts are the root route's layout
 * (root-layout.tsx), which loads with the first page.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SplashScreen router={router} />
        <Suspense fallback={null}>
          <BackgroundServices router={router} queryClient={queryClient} />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
