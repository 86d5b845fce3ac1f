import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MODERATOR_ACTIONS, PROFILE_STATUSES } from '../../../api/generated/rules/rules';
import type { Allowance } from '../../../api/generated/rules/types/Allowance';
import type { AuditAction } from '../../../api/generated/rules/types/AuditAction';
import type { EditRequestState } from '../../../api/generated/rules/types/EditRequestState';
import type { ModeratorAction } from '../../../api/generated/rules/types/ModeratorAction';
import type { PhotoStatus } from '../../../api/generated/rules/types/PhotoStatus';
import type { ReportOutcome } from '../../../api/generated/rules/types/ReportOutcome';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { STATUS_COLORS } from '../../../lib/profile-status';
import { isTicketStatus, TICKET_STATUS_LABELS } from './support';

/** The profile statuses as moderators read them. */
export const STATUS_LABELS: Record<ProfileStatus, MessageDescriptor> = {
  [ProfileStatus.Wizard]: msg`Wizard not finished`,
  [ProfileStatus.Submitted]: msg`Awaiting approval`,
  [ProfileStatus.ChangesRequested]: msg`Changes requested`,
  [ProfileStatus.Approved]: msg`Approved`,
  [ProfileStatus.Deactivated]: msg`Deactivated`,
  [ProfileStatus.Suspended]: msg`Suspended`,
};

/**
 * The audit log's actions: the decisions on a profile, on an edit request, on a photo and on a member's reports (a
 * suspension from the report queue is logged as `suspend`), the support work (tickets, enquiries, the popup), and each
 * look at a member's page with its contacts (`view_member`), and the samaj volunteers (rule 45): their appointment and
 * withdrawal by a moderator, and each word a volunteer gave (`vouch`, the volunteer's own act); and the events
 * organised by moderators and volunteers (rule 49).
 */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  approve: msg`Approved`,
  request_changes: msg`Asked for changes`,
  suspend: msg`Suspended`,
  lift_suspension: msg`Lifted the suspension`,
  approve_edit_request: msg`Approved an edit request`,
  decline_edit_request: msg`Declined an edit request`,
  approve_photo: msg`Approved a photo`,
  decline_photo: msg`Declined a photo`,
  dismiss_reports: msg`Dismissed the reports`,
  warn_member: msg`Warned the member`,
  answer_ticket: msg`Answered a ticket`,
  close_ticket: msg`Closed a ticket`,
  handle_enquiry: msg`Marked an enquiry as handled`,
  set_popup: msg`Set the popup`,
  clear_popup: msg`Removed the popup`,
  view_member: msg`Opened a member's page`,
  approve_check: msg`Approved an ID or verification photo`,
  refuse_check: msg`Refused an ID or verification photo`,
  appoint_volunteer: msg`Appointed a samaj volunteer`,
  withdraw_volunteer: msg`Withdrew a samaj volunteer`,
  vouch: msg`Gave a volunteer's word`,
  create_event: msg`Created an event`,
  update_event: msg`Changed an event`,
  cancel_event: msg`Cancelled an event`,
  enter_paper_form: msg`Entered a paper form`,
};

export const ACTION_COLORS: Record<AuditAction, string> = {
  approve: 'green',
  request_changes: 'orange',
  suspend: 'red',
  lift_suspension: 'blue',
  approve_edit_request: 'teal',
  decline_edit_request: 'orange',
  approve_photo: 'teal',
  decline_photo: 'red',
  dismiss_reports: 'cyan',
  warn_member: 'yellow',
  answer_ticket: 'indigo',
  close_ticket: 'violet',
  handle_enquiry: 'lime',
  set_popup: 'pink',
  clear_popup: 'grape',
  // A look, not a decision: a neutral colour (gray stays for the actions this build does not know).
  view_member: 'dark',
  approve_check: 'teal',
  refuse_check: 'red',
  appoint_volunteer: 'green',
  withdraw_volunteer: 'orange',
  // A volunteer's own act (docs/rules.md rule 45), not a moderator's decision.
  vouch: 'cyan',
  // Organising (rule 49), by a moderator or a volunteer.
  create_event: 'lime',
  update_event: 'indigo',
  cancel_event: 'red',
  enter_paper_form: 'teal',
};

/** An audit row's action as moderators read it; an action this build does not know yet is shown as it is. */
export function actionLabel(action: string, translate: (d: MessageDescriptor) => string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? translate(ACTION_LABELS[action as AuditAction]) : action;
}

export function actionColor(action: string): string {
  return Object.hasOwn(ACTION_COLORS, action) ? ACTION_COLORS[action as AuditAction] : 'gray';
}

/**
 * Whether an audit row has a before and an after worth showing: not when both are `null`, as for a look at a member's
 * page (`view_member`), which changes nothing.
 */
export function auditChangesState(before: string, after: string): boolean {
  return !(isJsonNull(before) && isJsonNull(after));
}

function isJsonNull(json: string): boolean {
  return json.trim() === 'null';
}

/**
 * The daily allowances (rule A1) as moderators read them, per member and rolling day: distinct members' details
 * opened, cards shown by the match lists and searches, bio-data downloaded.
 */
export const ALLOWANCE_LABELS: Record<Allowance, MessageDescriptor> = {
  member_details: msg`Profiles opened`,
  cards: msg`Cards in lists and searches`,
  bio_data: msg`Bio-data downloads`,
};

export const ALLOWANCE_COLORS: Record<Allowance, string> = {
  member_details: 'orange',
  cards: 'grape',
  bio_data: 'red',
};

/** An allowance as moderators read it; one this build does not know yet is shown as it is. */
export function allowanceLabel(kind: string, translate: (d: MessageDescriptor) => string): string {
  return Object.hasOwn(ALLOWANCE_LABELS, kind) ? translate(ALLOWANCE_LABELS[kind as Allowance]) : kind;
}

export function allowanceColor(kind: string): string {
  return Object.hasOwn(ALLOWANCE_COLORS, kind) ? ALLOWANCE_COLORS[kind as Allowance] : 'gray';
}

/** The state of an edit request or a photo in an audit row's before/after JSON. */
const REVIEW_STATE_LABELS: Record<EditRequestState | PhotoStatus, MessageDescriptor> = {
  pending: msg`Awaiting a decision`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};

/** What a moderator did about a member's reports, in an audit row's after JSON (`{"outcome":"warn"}`). */
const REPORT_OUTCOME_LABELS: Record<ReportOutcome, MessageDescriptor> = {
  dismiss: msg`Reports dismissed`,
  warn: msg`Member warned`,
  suspend: msg`Member suspended`,
};

/** The reports a decision closed, in an audit row's before JSON (`{"openReports":[3,4]}`). */
const openReports = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# open report', other: '# open reports' })}`;

/** An enquiry's state in an audit row (`{"enquiryId":3,"handled":true}`). */
const ENQUIRY_OPEN = msg`Not handled yet`;
const ENQUIRY_HANDLED = msg`Handled`;

/** A samaj volunteer's places in an audit row (`{"villageIds":[3,4],"golId":2}`, rule 45). */
const volunteerPlaces = (villages: number, gol: boolean): MessageDescriptor =>
  gol
    ? msg`${plural(villages, { one: '# village and a gol', other: '# villages and a gol' })}`
    : msg`${plural(villages, { one: '# village', other: '# villages' })}`;

/** The words a withdrawal withdrew with the volunteer (`{"withdrawnVouches":[7,8]}`). */
const withdrawnVouches = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# word withdrawn', other: '# words withdrawn' })}`;

/**
 * An event in an audit row (`{"eventId":3,"nameGu":"…","nameEn":"…","heldOn":"2026-12-20","capacity":400,…}`, rule
 * 49): its names, its day and its places.
 */
const eventState = (names: string, day: string, capacity: number): MessageDescriptor =>
  msg`"${names}" on ${day}, ${plural(capacity, { one: '# place', other: '# places' })}`;

/** The popup's state in an audit row: `null` before the first one and after it is removed. */
const NO_POPUP = msg`No popup`;

/** A declined photo: the server deletes it. */
export const DELETED = msg`Photo deleted`;

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

/**
 * An audit row's before/after JSON in words: a profile status (`{"profileStatus":1}`), the state of an edit request or
 * a photo (`{"state":"declined"}`, `{"photoId":4,"status":"pending"}`, `{"photoId":4,"deleted":true}`), the value
 * of an edit request (`{"requestId":3,"detail":"first_name","value":"Meera"}`, in quotes), the reports a decision
 * closed and its outcome (`{"openReports":[3,4]}`, `{"outcome":"warn"}`), a ticket's status
 * (`{"ticketId":5,"status":"answered"}`), an enquiry's (`{"enquiryId":3,"handled":true}`), a samaj volunteer's places
 * (`{"villageIds":[3],"golId":null}`), the words withdrawn with them, or a word given (in quotes), an event (its names,
 * day and places), or the popup (its English
 * title in quotes; `null` when none is shown, as the popup actions of `action` say). Anything else as it is.
 */
export function auditStateText(json: string, translate: (d: MessageDescriptor) => string, action?: string): string {
  const status = statusInJson(json);
  if (status !== undefined) return statusLabel(status, translate);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null) return action === 'set_popup' || action === 'clear_popup' ? translate(NO_POPUP) : '—';
  if (typeof value !== 'object' || Array.isArray(value)) return json;
  const v = value as Record<string, unknown>;
  // Nothing before a volunteer's word (rule 45).
  if (Object.keys(v).length === 0) return '—';
  if (v.deleted === true) return translate(DELETED);
  if (typeof v.ticketId === 'number' && isTicketStatus(v.status)) return translate(TICKET_STATUS_LABELS[v.status]);
  if (typeof v.enquiryId === 'number' && typeof v.handled === 'boolean') {
    return translate(v.handled ? ENQUIRY_HANDLED : ENQUIRY_OPEN);
  }
  if (typeof v.title === 'string' && typeof v.buttonAction === 'string') return `"${v.title}"`;
  if (Array.isArray(v.openReports)) return translate(openReports(v.openReports.length));
  if (Array.isArray(v.villageIds)) return translate(volunteerPlaces(v.villageIds.length, typeof v.golId === 'number'));
  if (Array.isArray(v.withdrawnVouches)) return translate(withdrawnVouches(v.withdrawnVouches.length));
  if (typeof v.vouchId === 'number' && typeof v.words === 'string') return `"${v.words}"`;
  if (typeof v.eventId === 'number' && typeof v.nameEn === 'string' && typeof v.heldOn === 'string') {
    const names = typeof v.nameGu === 'string' && v.nameGu !== v.nameEn ? `${v.nameGu} / ${v.nameEn}` : v.nameEn;
    return translate(eventState(names, v.heldOn, typeof v.capacity === 'number' ? v.capacity : 0));
  }
  if (typeof v.outcome === 'string' && Object.hasOwn(REPORT_OUTCOME_LABELS, v.outcome)) {
    return translate(REPORT_OUTCOME_LABELS[v.outcome as ReportOutcome]);
  }
  const state = v.state ?? v.status;
  if (typeof state === 'string' && Object.hasOwn(REVIEW_STATE_LABELS, state)) {
    return translate(REVIEW_STATE_LABELS[state as EditRequestState | PhotoStatus]);
  }
  if (Object.hasOwn(v, 'value')) {
    if (typeof v.value === 'string') return `"${v.value}"`;
    if (v.value === null) return '—';
  }
  return json;
}

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
