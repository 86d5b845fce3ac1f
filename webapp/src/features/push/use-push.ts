import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { QUERY_KEYS } from '../../lib/query-keys';
import { onServiceWorkerMessage } from '../../lib/service-worker-messages';
import { forgetSignIn } from '../../lib/session/forget-sign-in';
import { isModerator } from '../../lib/session/roles';
import { getSession, subscribeSession, updateUser } from '../../lib/session/session-store';
import { browserPush, logPush, pushServer, pushSupported, registerServiceWorker } from './browser-push';
import { resendPushSubscription } from './model/push-device';
import { handlePushMessage, readPushMessage, type PushMessageEffects } from './model/push-message';

/**
 * Web Push in the app shell (mounted once, in app.tsx): registers the service worker after the page has loaded,
 * acts on the pushes it hands to this tab, and, whenever a member signs in on this browser (and once per page load),
 * tells the server this browser's subscription when push is already on here, so that the new sign-in gets pushes too.
 */
export function usePush(router: RegisteredRouter, queryClient: QueryClient): void {
  useEffect(() => {
    if (!pushSupported()) return;
    // After the load event, so the worker's download never competes with the page's own.
    const register = () => void registerServiceWorker();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });

    const effects: PushMessageEffects = {
      updateStatus: (profileStatus) => updateUser({ profileStatus }),
      refreshNotifications: () => {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      },
      goHome: () => void router.navigate({ to: '/', replace: true }),
      signOut: () => forgetSignIn(queryClient),
    };
    // Held from the page's start (main.tsx), so a push that came while this code loaded is acted on too.
    const stopMessages = onServiceWorkerMessage((data) => {
      // A push for a sign-in this tab no longer holds has nothing to change here.
      if (!getSession()) return;
      handlePushMessage(readPushMessage(data), effects, window.location.pathname);
    });

    let sentFor: string | null = null;
    const sync = () => {
      const session = getSession();
      const key = session && !isModerator(session.user) ? `${session.user.memberId}` : null;
      if (key === sentFor) return;
      sentFor = key;
      if (key) void resendPushSubscription(browserPush, pushServer, logPush);
    };
    sync();
    const unsubscribe = subscribeSession(sync);

    return () => {
      window.removeEventListener('load', register);
      stopMessages();
      unsubscribe();
    };
  }, [router, queryClient]);
}
