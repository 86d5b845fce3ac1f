import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Push on this device, as the member sees it: the browser cannot do it, the member (or the browser) has blocked
 * Sagpan's notifications, or it is off or on.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Why the last attempt to turn push on or off did not end as asked (shown as a hint on the card). */
export type PushProblem = 'dismissed' | 'not-turned-on' | 'not-turned-off';

/** What a step ended in: the device's state, and the problem to mention, if any. */
export interface PushOutcome {
  state: PushState;
  problem: PushProblem | null;
}

/**
 * The state from what the browser says: `permission` null when it has no Web Push at all. On means allowed AND
 * subscribed; a subscription left over from before the member blocked notifications counts for nothing.
 */
export function pushState(permission: NotificationPermission | null, subscribed: boolean): PushState {
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return permission === 'granted' && subscribed ? 'on' : 'off';
}

/** The button on the card in each state (none where the member cannot change it here). */
export function pushAction(state: PushState): 'turn-on' | 'turn-off' | null {
  if (state === 'off') return 'turn-on';
  if (state === 'on') return 'turn-off';
  return null;
}

export const STATE_LABELS: Record<PushState, MessageDescriptor> = {
  on: msg`On`,
  off: msg`Off`,
  blocked: msg`Blocked by the browser`,
  unsupported: msg`Not supported`,
};

export const STATE_DESCRIPTIONS: Record<PushState, MessageDescriptor> = {
  on: msg`Notifications you allow by push reach this device even when no Sagpan tab is open.`,
  off: msg`Turn them on to get the notifications you allow by push on this device, even when no Sagpan tab is open.`,
  blocked: msg`Your browser blocks notifications from Sagpan. Allow them in the browser's settings for this site, then reload this page.`,
  unsupported: msg`This browser cannot show notifications from websites. You still find them in Sagpan and in your e-mail.`,
};

export const ACTION_LABELS: Record<'turn-on' | 'turn-off', MessageDescriptor> = {
  'turn-on': msg`Turn on`,
  'turn-off': msg`Turn off`,
};

export const PROBLEM_HINTS: Record<PushProblem, MessageDescriptor> = {
  dismissed: msg`Notifications were not allowed. Press "Turn on" again and allow them when the browser asks.`,
  'not-turned-on': msg`Notifications could not be turned on just now. Please try again later.`,
  'not-turned-off': msg`Notifications could not be turned off just now. Please try again later.`,
};
