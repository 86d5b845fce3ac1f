import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TOAST_MS } from '../api/generated/rules/rules';
import { SplashScreen } from '../components/splash-screen';
import { useLiveEvents } from '../features/live-events/use-live-events';
import { usePush } from '../features/push/use-push';
import { createQueryClient } from '../lib/query-client';
import { setSessionExpiredHandler } from '../lib/session/auth-client';
import { useSessionStatusSync } from '../lib/session/use-session-status-sync';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  useEffect(() => {
    // A refresh that fails (expired or revoked sign-in) ends at /logout.
    setSessionExpiredHandler(() => void router.navigate({ to: '/logout' }));
  }, [router]);
  useSessionStatusSync(router);
  useLiveEvents(router, queryClient);
  usePush(router, queryClient);

  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* Top right, below the sticky header (see global.css), so a toast never covers the bell or the avatar. */}
        <Notifications position="top-right" autoClose={TOAST_MS} className="sagpan-toasts" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <SplashScreen router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
