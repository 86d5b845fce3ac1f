import { useEffect } from 'react';
import { AccountService } from '../../api/generated/client';
import { authorized } from './auth-client';
import { getSession, subscribeSession, updateUser } from './session-store';

/** The member's current profileStatus and e-mail confirmation, as the server has them. */
export const getAccountStatus = () => authorized(() => AccountService.getAccountStatus());

/**
 * The stored profileStatus can be old (a moderator approved the profile meanwhile): once per page load, and whenever
 * the sign-in changes, GET /api/Account/Status refreshes it; a change re-runs the routing table.
 */
export function useSessionStatusSync(router: { invalidate: () => unknown }): void {
  useEffect(() => {
    let lastChecked: string | null = null;
    const check = () => {
      const session = getSession();
      const key = session ? `${session.user.memberId}` : null;
      if (!session || key === lastChecked) {
        lastChecked = key;
        return;
      }
      lastChecked = key;
      getAccountStatus()
        .then((status) => {
          const user = getSession()?.user;
          if (!user) return;
          if (user.profileStatus !== status.profileStatus || user.emailConfirmed !== status.emailConfirmed) {
            updateUser(status);
            void router.invalidate();
          }
        })
        .catch(() => {
          // Offline or signed out meanwhile: the stored status stays.
        });
    };
    check();
    return subscribeSession(check);
  }, [router]);
}
