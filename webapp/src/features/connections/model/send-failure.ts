import type { ConnectQuota } from '../../../api/generated/client';
import { problemReason } from '../../../lib/problem';

function nextFreeAtOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('nextFreeAt' in body)) return undefined;
  return typeof body.nextFreeAt === 'string' ? body.nextFreeAt : undefined;
}

/**
 * Why a send failed, by the problem's `reason`: `exists` (a live request between the two already exists, maybe the
 * other member asked first, or they are connected), `quota` (the requests of the last 24 hours are used up), or
 * anything else.
 */
export function sendFailureKind(error: unknown): 'exists' | 'quota' | 'other' {
  switch (problemReason(error)) {
    case 'request_already_sent':
    case 'request_already_received':
    case 'already_connected':
      return 'exists';
    case 'connect_limit_reached':
      return 'quota';
    default:
      return 'other';
  }
}

/** The quota that a refused send (`connect_limit_reached`) implies: none left until `nextFreeAt`. */
export function quotaRefusal(error: unknown): ConnectQuota | null {
  if (sendFailureKind(error) !== 'quota') return null;
  const nextFreeAt = nextFreeAtOf(error);
  return { remaining: 0, nextFreeAt };
}
