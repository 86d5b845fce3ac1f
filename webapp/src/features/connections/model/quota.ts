import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConnectQuota } from '../../../api/generated/client';
import { MAX_CONNECT_PER_24H } from '../../../api/generated/rules/rules';
import { dateTime } from '../../../lib/relative-time';

/** Whether Connect can be pressed: while the quota is unknown (loading) the server decides. */
export function canConnect(quota: ConnectQuota | null | undefined): boolean {
  return !quota || quota.remaining > 0;
}

/** The least wait between two reads of a used-up quota (should the browser's clock run ahead of the server's). */
export const QUOTA_MIN_REFETCH_MS = 5_000;

/** The longest: a request frees up within 24 hours (and a timer longer than 24.8 days would fire at once). */
const QUOTA_MAX_REFETCH_MS = 25 * 3_600_000;

/**
 * When to read a used-up quota again: a moment after the next request frees up, so that Connect comes back by itself.
 * False while requests are left or nothing says when.
 */
export function quotaRefetchDelay(quota: ConnectQuota | null | undefined, now: number = Date.now()): number | false {
  if (!quota || quota.remaining > 0 || !quota.nextFreeAt) return false;
  const at = Date.parse(quota.nextFreeAt);
  if (!Number.isFinite(at)) return false;
  return Math.min(QUOTA_MAX_REFETCH_MS, Math.max(QUOTA_MIN_REFETCH_MS, at - now + 1_000));
}

/**
 * The quota in words (rules 7 and 29), before the member presses Connect: how many of the 5 are left, or, with
 * none left, when the next one frees up (in the member's language and time zone). '' while it is unknown. `compact`:
 * the short form for a card.
 */
export function quotaText(quota: ConnectQuota | null | undefined, i18n: I18n, compact = false): string {
  if (!quota) return '';
  const max = MAX_CONNECT_PER_24H;
  const remaining = Math.max(0, Math.min(max, quota.remaining));
  const time = dateTime(quota.nextFreeAt, i18n.locale);
  if (remaining > 0) {
    if (compact) return i18n._(msg`${remaining} of ${max} requests left`);
    if (remaining < max && time) {
      return i18n._(
        msg`${remaining} of ${max} connection requests left for the next 24 hours; another one frees up at ${time}.`,
      );
    }
    return i18n._(msg`${remaining} of ${max} connection requests left for the next 24 hours.`);
  }
  if (compact) {
    return time ? i18n._(msg`No requests left until ${time}`) : i18n._(msg`No requests left for now`);
  }
  return time
    ? i18n._(msg`You have sent ${max} requests in the last 24 hours. The next one frees up at ${time}.`)
    : i18n._(msg`You have sent ${max} requests in the last 24 hours. Please try again later.`);
}
