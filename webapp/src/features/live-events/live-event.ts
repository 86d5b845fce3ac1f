/**
 * The live events of a member's open tab (rule 20, document 001 section 4), as pure functions: what an SSE `data:`
 * line means, and what the app does about it. The hook `useLiveEvents` wires them to the session, toasts, queries and
 * the router.
 */

import { PROFILE_STATUSES } from '../../api/startup-rules';
import type { ProfileStatus } from '../../api/generated/rules/types/ProfileStatus';

export type LiveEvent =
  | { kind: 'status'; profileStatus: ProfileStatus; title: string; body: string }
  | { kind: 'notification'; title: string; body: string }
  | { kind: 'connections' }
  | { kind: 'logout' }
  | { kind: 'unknown' };

/** One `data:` line of GET /api/Notification/Stream. */
export function parseLiveEvent(data: string): LiveEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'unknown' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'unknown' };
  const v = value as Record<string, unknown>;
  if (v.notifyType === 'Logout') return { kind: 'logout' };
  if (v.notifyType === 'Connections') return { kind: 'connections' };
  if (v.notifyType === 'Notification') {
    return {
      kind: 'notification',
      title: typeof v.title === 'string' ? v.title : '',
      body: typeof v.body === 'string' ? v.body : '',
    };
  }
  if (v.notifyType === 'ProfileStatus' && isProfileStatus(v.profileStatus)) {
    return {
      kind: 'status',
      profileStatus: v.profileStatus,
      title: typeof v.title === 'string' ? v.title : '',
      body: typeof v.body === 'string' ? v.body : '',
    };
  }
  return { kind: 'unknown' };
}

/** What the app can do; injected so the handling is testable without a browser. */
export interface LiveEventEffects {
  updateStatus: (profileStatus: ProfileStatus) => void;
  toast: (title: string, body: string) => void;
  /** Refetch the notifications and the member's own profile. */
  refreshNotifications: () => void;
  /** Refetch what a connection change makes stale: the cards and details, the inbox, the quota, the notifications. */
  refreshConnections: () => void;
  /** Navigate to "/" so that the routing table sends the member where the new status belongs. */
  goHome: () => void;
  /** Forget the sign-in (and the member's cached data). */
  signOut: () => void;
}

/** The wizard finishes on its own ("Profile Created!" and Continue), so its submission does not re-route it. */
const SELF_ROUTING_PATHS = ['/create-profile'];

/** Handles one event (`pathname`: where the tab is); returns whether the stream should stay open. */
export function handleLiveEvent(event: LiveEvent, effects: LiveEventEffects, pathname = '/'): boolean {
  switch (event.kind) {
    case 'status':
      effects.updateStatus(event.profileStatus);
      if (event.title || event.body) effects.toast(event.title, event.body);
      effects.refreshNotifications();
      if (!SELF_ROUTING_PATHS.includes(pathname.replace(/\/+$/, ''))) effects.goHome();
      return true;
    case 'notification':
      // A decision on an edit request or a photo: tell the member; the refresh covers the profile it changed.
      if (event.title || event.body) effects.toast(event.title, event.body);
      effects.refreshNotifications();
      return true;
    case 'connections':
      // A request received or answered, or a block changed (by the other member, or by this member in another tab).
      // No toast: the Notification event that comes with a request or an answer has one.
      effects.refreshConnections();
      return true;
    case 'logout':
      effects.signOut();
      effects.goHome();
      return false;
    default:
      return true;
  }
}

/** The wait before reconnecting after the n-th failure in a row (1 s, 2 s, 4 s … at most 30 s). */
export function reconnectDelay(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

function isProfileStatus(value: unknown): value is ProfileStatus {
  return (PROFILE_STATUSES as readonly unknown[]).includes(value);
}
