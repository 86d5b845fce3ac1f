import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MODERATOR_ACTIONS, PROFILE_STATUSES } from '../../../api/generated/rules/rules';
import type { ModeratorAction } from '../../../api/generated/rules/types/ModeratorAction';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';

/** The profile statuses as moderators read them. */
export const STATUS_LABELS: Record<ProfileStatus, MessageDescriptor> = {
  [ProfileStatus.Wizard]: msg`Wizard not finished`,
  [ProfileStatus.Submitted]: msg`Awaiting approval`,
  [ProfileStatus.ChangesRequested]: msg`Changes requested`,
  [ProfileStatus.Approved]: msg`Approved`,
  [ProfileStatus.Deactivated]: msg`Deactivated`,
  [ProfileStatus.Suspended]: msg`Suspended`,
};

export const STATUS_COLORS: Record<ProfileStatus, string> = {
  [ProfileStatus.Wizard]: 'gray',
  [ProfileStatus.Submitted]: 'blue',
  [ProfileStatus.ChangesRequested]: 'orange',
  [ProfileStatus.Approved]: 'green',
  [ProfileStatus.Deactivated]: 'gray',
  [ProfileStatus.Suspended]: 'red',
};

/** The audit log's actions. */
export const ACTION_LABELS: Record<ModeratorAction, MessageDescriptor> = {
  approve: msg`Approved`,
  request_changes: msg`Asked for changes`,
  suspend: msg`Suspended`,
  lift_suspension: msg`Lifted the suspension`,
};

export const ACTION_COLORS: Record<ModeratorAction, string> = {
  approve: 'green',
  request_changes: 'orange',
  suspend: 'red',
  lift_suspension: 'blue',
};

export const UNKNOWN_STATUS = msg`Unknown`;

export function isProfileStatus(value: unknown): value is ProfileStatus {
  return (PROFILE_STATUSES as readonly unknown[]).includes(value);
}

export function statusLabel(status: number | undefined, translate: (d: MessageDescriptor) => string): string {
  return translate(isProfileStatus(status) ? STATUS_LABELS[status] : UNKNOWN_STATUS);
}

export function statusColor(status: number | undefined): string {
  return isProfileStatus(status) ? STATUS_COLORS[status] : 'gray';
}

/** The decisions a moderator may take on a profile in `status`, in the shared crate's order (MODERATOR_ACTIONS). */
export function decisionsFrom(status: ProfileStatus): ModeratorAction[] {
  return (Object.keys(MODERATOR_ACTIONS) as ModeratorAction[]).filter((action) =>
    (MODERATOR_ACTIONS[action].from as readonly ProfileStatus[]).includes(status),
  );
}

/** Whether the member must be told why (the decision asks the moderator for a reason first). */
export const needsReason = (action: ModeratorAction): boolean => MODERATOR_ACTIONS[action].needsReason;

/** The profileStatus inside an audit row's before/after JSON (`{"profileStatus":1}`), when there is one. */
export function statusInJson(json: string): ProfileStatus | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (isProfileStatus(value)) return value;
    if (typeof value === 'object' && value !== null) {
      const v = value as Record<string, unknown>;
      const status = v.profileStatus ?? v.profile_status ?? v.status;
      return isProfileStatus(status) ? status : undefined;
    }
  } catch {
    // not JSON
  }
  return undefined;
}
