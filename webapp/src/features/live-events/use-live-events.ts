import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NotificationService, OpenAPI } from '../../api/generated/client';
import type { createAppRouter } from '../../app/router';
import { apiLocale } from '../../lib/api-client';
import { isModerator } from '../auth/routing/route-access';
import { authorized } from '../auth/session/auth-client';
import { clearSession, getSession, subscribeSession, updateUser } from '../auth/session/session-store';
import { OWN_PROFILE_KEY } from '../create-profile/api/wizard-api';
import { NOTIFICATIONS_KEY } from '../notifications/api/notifications-api';
import { handleLiveEvent, parseLiveEvent, reconnectDelay, type LiveEventEffects } from './live-event';

/**
 * While a member is signed in, keeps GET /api/Notification/Stream open (Server-Sent Events with a 15-minute ticket,
 * since EventSource cannot send the bearer token). On an error the stream is closed and reopened with a new ticket
 * after a back-off; on sign-out (or a Logout event) it is closed.
 */
export function useLiveEvents(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): void {
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let generation = 0;
    let activeKey: string | null = null;

    const effects: LiveEventEffects = {
      updateStatus: (profileStatus) => updateUser({ profileStatus }),
      toast: (title, message) =>
        notifications.show({
          title,
          message,
          color: 'green',
          autoClose: 10_000,
          withBorder: true,
          styles: { description: { whiteSpace: 'pre-line' } },
        }),
      refreshNotifications: () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
      },
      goHome: () => void router.navigate({ to: '/', replace: true }),
      signOut: () => {
        clearSession();
        queryClient.clear();
      },
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
        const { ticket } = await authorized(() => NotificationService.getStreamTicket());
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
