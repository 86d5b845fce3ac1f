import { useQuery } from '@tanstack/react-query';
import type { ConnectQuota, MemberDetail } from '../../../api/generated/client';
import { ownProfileQueryOptions } from '../../../lib/own-profile-query';
import { quotaRefetchDelay } from '../model/quota';

/**
 * The member's own profile (GET /api/Profile), which carries the connect quota (rule 29). The same query as the
 * profile page's (same key, same answer), so the quota that a send sets here shows everywhere.
 */
export const getConnectQuotaQueryOptions = ownProfileQueryOptions;

const selectQuota = (profile: MemberDetail): ConnectQuota | null => profile.connectQuota ?? null;

/**
 * The quota, or undefined while it loads (or when it could not be read): a plain query, so that a card shows its
 * Connect button at once and the quota as soon as it arrives. `enabled`: only where a Connect button shows.
 */
export const useConnectQuota = (enabled = true) =>
  useQuery({
    ...getConnectQuotaQueryOptions(),
    select: selectQuota,
    enabled,
    // With none left, read it again once the next request frees up: Connect comes back without a reload.
    refetchInterval: (query) => quotaRefetchDelay(query.state.data?.connectQuota),
  });

/** Writes a quota the server just answered (a send, or a 422 that names when the next request frees up). */
export function quotaUpdater(quota: ConnectQuota) {
  return (old: MemberDetail | undefined): MemberDetail | undefined => (old ? { ...old, connectQuota: quota } : old);
}
