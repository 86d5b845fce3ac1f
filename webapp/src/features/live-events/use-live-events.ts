import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { OpenAPI } from '../../api/generated/client';
import { apiLocale } from '../../lib/api-client';
import { CONNECTION_QUERY_KEYS, QUERY_KEYS } from '../../lib/query-keys';
import { forgetSignIn } from '../../lib/session/forget-sign-in';
import { isModerator } from '../../lib/session/roles';
import { getSession, subscribeSession, updateUser } from '../../lib/session/session-store';
import { showToast } from '../../lib/toast';
import { getStreamTicket } from './api/get-stream-ticket';
import { handleLiveEvent, parseLiveEvent, reconnectDelay, type LiveEventEffects } from './live-event';

/**
 * While a member is signed in, keeps GET /api/Notification/Stream open (Server-Sent Events with a 15-minute ticket,
 * since EventSource cannot send the bearer token). On an error the stream is closed and reopened with a new ticket
 * after a back-off; on sign-out (or a Logout event) it is closed.
 */
export function useLiveEvents(router: RegisteredRouter, queryClient: QueryClient): void {
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let generation = 0;
    let activeKey: string | null = null;

    const effects: LiveEventEffects = {
      updateStatus: (profileStatus) => updateUser({ profileStatus }),
      // Longer than the 5 s of a form's toast: a moderator's reason may come with it.
      toast: (title, message) => showToast({ title, message, autoClose: 10_000 }),
      refreshNotifications: () => {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
      },
      refreshConnections: () => {
        for (const queryKey of CONNECTION_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
      },
      goHome: () => void router.navigate({ to: '/', replace: true }),
      signOut: () => forgetSignIn(queryClient),
    };

    const close = () => {
      generation += 1;
      clearTimeout(timer);
      source?.close();
      source = null;
    };

    const retry = (gen: number) => {
      failures += 1;
      timer = setTimeout(() => {
        if (gen === generation) void connect(gen);
      }, reconnectDelay(failures));
    };

    const connect = async (gen: number) => {
      try {
        const { ticket } = await getStreamTicket();
        if (gen !== generation) return;
        const url = `${OpenAPI.BASE}/api/Notification/Stream?ticket=${encodeURIComponent(ticket)}&lang=${apiLocale()}`;
        const stream = new EventSource(url);
        source = stream;
        stream.onopen = () => {
          failures = 0;
        };
        stream.onmessage = (message: MessageEvent<string>) => {
          if (gen !== generation) return;
          const keepOpen = handleLiveEvent(parseLiveEvent(message.data), effects, window.location.pathname);
          if (!keepOpen) close();
        };
        stream.onerror = () => {
          // EventSource would retry with the same (possibly expired) ticket: start over with a new one instead.
          stream.close();
          if (gen !== generation) return;
          source = null;
          retry(gen);
        };
      } catch {
        if (gen === generation && getSession()) retry(gen);
      }
    };

    const sync = () => {
      const session = getSession();
      const key = session && !isModerator(session.user) ? `${session.user.memberId}` : null;
      if (key === activeKey) return;
      activeKey = key;
      close();
      failures = 0;
      if (key) void connect(generation);
    };

    sync();
    const unsubscribe = subscribeSession(sync);
    return () => {
      unsubscribe();
      activeKey = null;
      close();
    };
  }, [router, queryClient]);
}
