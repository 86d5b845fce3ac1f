import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** DECISIONS' profile statuses as moderators and members read them. */
export const STATUS_LABELS: Record<number, MessageDescriptor> = {
  0: msg`Wizard not finished`,
  1: msg`Awaiting approval`,
  2: msg`Changes requested`,
  3: msg`Approved`,
  4: msg`Deactivated`,
  5: msg`Suspended`,
};

export const STATUS_COLORS: Record<number, string> = {
  0: 'gray',
  1: 'blue',
  2: 'orange',
  3: 'green',
  4: 'gray',
  5: 'red',
};

/** The audit log's actions. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  approve: msg`Approved`,
  request_changes: msg`Asked for changes`,
  suspend: msg`Suspended`,
  lift_suspension: msg`Lifted the suspension`,
};

export const UNKNOWN_STATUS = msg`Unknown`;

export function statusLabel(status: number | undefined, translate: (d: MessageDescriptor) => string): string {
  return translate(status === undefined ? UNKNOWN_STATUS : (STATUS_LABELS[status] ?? UNKNOWN_STATUS));
}

/** The profileStatus inside an audit row's before/after JSON (`{"profileStatus":1}`), when there is one. */
export function statusInJson(json: string): number | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'number') return value;
    if (typeof value === 'object' && value !== null) {
      const v = value as Record<string, unknown>;
      const status = v.profileStatus ?? v.profile_status ?? v.status;
      return typeof status === 'number' ? status : undefined;
    }
  } catch {
    // not JSON
  }
  return undefined;
}
