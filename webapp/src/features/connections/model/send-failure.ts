import type { ConnectQuota } from '../../../api/generated/client';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

/**
 * Why a send failed: `exists` (409: a live request between the two already exists, maybe the other member asked
 * first, or they are connected), `quota` (422: the requests of the last 24 hours are used up), or anything else.
 */
export function sendFailureKind(error: unknown): 'exists' | 'quota' | 'other' {
  const status = statusOf(error);
  if (status === 409) return 'exists';
  if (status === 422 && bodyOf(error)?.code === 'connect_limit_reached') return 'quota';
  return 'other';
}

/** The quota that a refused send (422 `connect_limit_reached`) implies: none left until `nextFreeAt`. */
export function quotaRefusal(error: unknown): ConnectQuota | null {
  if (sendFailureKind(error) !== 'quota') return null;
  const nextFreeAt = bodyOf(error)?.nextFreeAt;
  return { remaining: 0, nextFreeAt: typeof nextFreeAt === 'string' ? nextFreeAt : undefined };
}
