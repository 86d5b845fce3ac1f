import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLiveEvents } from '../features/live-events/use-live-events';
import { usePush } from '../features/push/use-push';
import { setSessionExpiredHandler } from '../lib/session/auth-client';
import { useSessionStatusSync } from '../lib/session/use-session-status-sync';

/**
 * What the app does in the background, beside the pages: the sign-in's current status, the live events and Web Push.
 * Nothing of it is needed to show the first page, so app.tsx loads it lazily, after the first paint.
 */
export function BackgroundServices({ router, queryClient }: { router: RegisteredRouter; queryClient: QueryClient }) {
  useEffect(() => {
    // A refresh that fails (expired or revoked sign-in) ends at /logout (until this loads, auth-client goes there by
    // loading the page anew).
    setSessionExpiredHandler(() => void router.navigate({ to: '/logout' }));
  }, [router]);
  useSessionStatusSync(router);
  useLiveEvents(router, queryClient);
  usePush(router, queryClient);
  return null;
}
