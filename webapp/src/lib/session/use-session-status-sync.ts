import { useEffect } from 'react';
import { AccountService, type StatusAnswer } from '../../api/generated/client';
import { authorized } from './auth-client';
import { getSession, subscribeSession, updateUser } from './session-store';

/** The member's profileStatus, e-mail confirmation and a fresh URL of the card photo, as the server has them. */
export const getAccountStatus = () => authorized(() => AccountService.getAccountStatus());

/** Photo URLs work 15 minutes at most (rule A2): the user menu's photo is asked for again well before. */
export const PHOTO_REFRESH_MS = 10 * 60 * 1000;

/** Applies the server's answer to the stored user; a change of status re-runs the routing table. */
function apply(status: StatusAnswer, router: { invalidate: () => unknown }): void {
  const user = getSession()?.user;
  if (!user) return;
  if (user.profileStatus !== status.profileStatus || user.emailConfirmed !== status.emailConfirmed) {
    updateUser({ profileStatus: status.profileStatus, emailConfirmed: status.emailConfirmed });
    void router.invalidate();
  }
  const photo = status.profileImage ?? null;
  if ((user.profileImage ?? null) !== photo) updateUser({ profileImage: photo });
}

/**
 * The stored profileStatus can be old (a moderator approved the profile meanwhile): once per page load, and whenever
 * the sign-in changes, GET /api/Account/Status refreshes it; a change re-runs the routing table. While signed in it is
 * asked again every ten minutes, for a photo URL that still works.
 */
export function useSessionStatusSync(router: { invalidate: () => unknown }): void {
  useEffect(() => {
    let lastChecked: string | null = null;
    const refresh = () => {
      getAccountStatus()
        .then((status) => apply(status, router))
        .catch(() => {
          // Offline or signed out meanwhile: the stored user stays.
        });
    };
    const check = () => {
      const session = getSession();
      const key = session ? `${session.user.memberId}` : null;
      if (!session || key === lastChecked) {
        lastChecked = key;
        return;
      }
      lastChecked = key;
      refresh();
    };
    check();
    const every = window.setInterval(() => {
      if (getSession()) refresh();
    }, PHOTO_REFRESH_MS);
    const unsubscribe = subscribeSession(check);
    return () => {
      window.clearInterval(every);
      unsubscribe();
    };
  }, [router]);
}
