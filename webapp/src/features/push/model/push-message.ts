/**
 * A push handed on by the service worker (public/sw.js) to this open tab, and what the tab does about it (document
 * 001: a push updates the stored profileStatus; after a non-logout push the app refreshes the notifications; a
 * Logout push signs the browser out). The same news usually arrives by the live stream too; doing it twice is
 * harmless, and the push still arrives when the stream is down.
 */

import { PROFILE_STATUSES } from '../../../api/startup-rules';
import type { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';

/** The `type` of the service worker's message (public/sw.js: MESSAGE_TYPE). */
export const PUSH_MESSAGE_TYPE = 'sagpan-push';

export type PushMessage =
  | { kind: 'logout' }
  | { kind: 'status'; profileStatus: ProfileStatus }
  | { kind: 'notification' }
  | { kind: 'unknown' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The data of a `message` event from the service worker: `{type: 'sagpan-push', payload}`. */
export function readPushMessage(data: unknown): PushMessage {
  if (!isRecord(data) || data.type !== PUSH_MESSAGE_TYPE || !isRecord(data.payload)) return { kind: 'unknown' };
  const { notifyType, profileStatus } = data.payload;
  if (notifyType === 'Logout') return { kind: 'logout' };
  if (notifyType === 'Notification') return { kind: 'notification' };
  if (notifyType === 'ProfileStatus') {
    // A status push without a known status still means new notifications.
    return (PROFILE_STATUSES as readonly unknown[]).includes(profileStatus)
      ? { kind: 'status', profileStatus: profileStatus as ProfileStatus }
      : { kind: 'notification' };
  }
  return { kind: 'unknown' };
}

/** What the tab can do; injected so the handling is testable without a browser. */
export interface PushMessageEffects {
  updateStatus: (profileStatus: ProfileStatus) => void;
  /** Refetch the notifications and the member's own profile. */
  refreshNotifications: () => void;
  /** Navigate to "/" so that the routing table sends the member where the new status belongs. */
  goHome: () => void;
  /** Forget the sign-in and the member's cached data (the server has already ended it). */
  signOut: () => void;
}

/** The wizard finishes on its own ("Profile Created!"), so its submission does not re-route it (as live events). */
const SELF_ROUTING_PATHS = ['/create-profile'];

/**
 * Handles one message (`pathname`: where the tab is). A notification only refreshes: the tab stays where the member
 * is (the system notification, when clicked, opens its page).
 */
export function handlePushMessage(message: PushMessage, effects: PushMessageEffects, pathname = '/'): void {
  switch (message.kind) {
    case 'logout':
      effects.signOut();
      effects.goHome();
      return;
    case 'status':
      effects.updateStatus(message.profileStatus);
      effects.refreshNotifications();
      if (!SELF_ROUTING_PATHS.includes(pathname.replace(/\/+$/, ''))) effects.goHome();
      return;
    case 'notification':
      effects.refreshNotifications();
      return;
    default:
  }
}
