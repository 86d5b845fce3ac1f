import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import openapi from '../../../../../openapi.json';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { testI18n } from '../../../testing/render';
import {
  ACTION_COLORS,
  ACTION_LABELS,
  actionColor,
  actionLabel,
  ALLOWANCE_COLORS,
  ALLOWANCE_LABELS,
  allowanceColor,
  allowanceLabel,
  auditChangesState,
  auditStateText,
  decisionsFrom,
  needsReason,
  statusInJson,
} from './labels';

describe('statusInJson', () => {
  it('finds the status in the audit JSON', () => {
    const json = (value: unknown) => JSON.stringify(value);
    expect(statusInJson(json({ profileStatus: ProfileStatus.Submitted }))).toBe(ProfileStatus.Submitted);
    expect(statusInJson(json({ profile_status: ProfileStatus.Approved, reason: null }))).toBe(ProfileStatus.Approved);
    expect(statusInJson(json(ProfileStatus.Suspended))).toBe(ProfileStatus.Suspended);
  });
  it('is undefined otherwise', () => {
    expect(statusInJson('{}')).toBeUndefined();
    expect(statusInJson('nope')).toBeUndefined();
    expect(statusInJson(JSON.stringify({ profileStatus: 42 }))).toBeUndefined();
  });
});

describe('decisionsFrom', () => {
  it('offers what MODERATOR_ACTIONS allows from each status', () => {
    expect(decisionsFrom(ProfileStatus.Submitted)).toEqual(['approve', 'request_changes', 'suspend']);
    expect(decisionsFrom(ProfileStatus.Approved)).toEqual(['suspend']);
    expect(decisionsFrom(ProfileStatus.Suspended)).toEqual(['lift_suspension']);
  });
  it('offers nothing where no decision starts', () => {
    expect(decisionsFrom(ProfileStatus.Wizard)).toEqual([]);
    expect(decisionsFrom(ProfileStatus.ChangesRequested)).toEqual([]);
    expect(decisionsFrom(ProfileStatus.Deactivated)).toEqual([]);
  });
  it('asks for a reason where the member must be told why', () => {
    expect(needsReason('request_changes')).toBe(true);
    expect(needsReason('suspend')).toBe(true);
    expect(needsReason('approve')).toBe(false);
    expect(needsReason('lift_suspension')).toBe(false);
  });
});

/** The audit actions as the API's contract lists them (openapi.json, from which the client is generated). */
const AUDIT_ACTIONS: string[] = openapi.components.schemas.AuditAction.enum;
const tr = (d: MessageDescriptor) => testI18n._(d);

describe('the audit actions', () => {
  it('are read from the contract', () => {
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(['approve', 'approve_edit_request', 'decline_photo']));
  });
  it('each have a label and a colour, and nothing else does', () => {
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(ACTION_COLORS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
  it.each(AUDIT_ACTIONS)('%s reads as words', (action) => {
    const label = actionLabel(action, tr);
    expect(label).not.toBe(action);
    expect(label.trim()).not.toBe('');
    expect(actionColor(action)).not.toBe('gray');
  });
  it('tell the four new decisions apart', () => {
    expect(actionLabel('approve_edit_request', tr)).toBe('Approved an edit request');
    expect(actionLabel('decline_edit_request', tr)).toBe('Declined an edit request');
    expect(actionLabel('approve_photo', tr)).toBe('Approved a photo');
    expect(actionLabel('decline_photo', tr)).toBe('Declined a photo');
    expect(actionLabel('approve', tr)).toBe('Approved');
  });
  it('name the decisions on a member\'s reports (a suspension there is logged as a suspension)', () => {
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(['dismiss_reports', 'warn_member']));
    expect(actionLabel('dismiss_reports', tr)).toBe('Dismissed the reports');
    expect(actionLabel('warn_member', tr)).toBe('Warned the member');
  });
  it('name the support work: tickets, enquiries and the popup', () => {
    expect(AUDIT_ACTIONS).toEqual(
      expect.arrayContaining(['answer_ticket', 'close_ticket', 'handle_enquiry', 'set_popup', 'clear_popup']),
    );
    expect(actionLabel('answer_ticket', tr)).toBe('Answered a ticket');
    expect(actionLabel('close_ticket', tr)).toBe('Closed a ticket');
    expect(actionLabel('handle_enquiry', tr)).toBe('Marked an enquiry as handled');
    expect(actionLabel('set_popup', tr)).toBe('Set the popup');
    expect(actionLabel('clear_popup', tr)).toBe('Removed the popup');
  });
  it('name a look at a member’s page, which is logged too', () => {
    expect(AUDIT_ACTIONS).toContain('view_member');
    expect(actionLabel('view_member', tr)).toBe("Opened a member's page");
    expect(actionColor('view_member')).toBe('dark');
  });
  it('show an action this build does not know as it is', () => {
    expect(actionLabel('merge_profiles', tr)).toBe('merge_profiles');
    expect(actionLabel('toString', tr)).toBe('toString');
    expect(actionColor('merge_profiles')).toBe('gray');
  });
});

describe('auditStateText', () => {
  const json = (value: unknown) => JSON.stringify(value);
  it('names a profile status', () => {
    expect(auditStateText(json({ profileStatus: ProfileStatus.Approved }), tr)).toBe('Approved');
  });
  it('quotes the value of an edit request', () => {
    expect(auditStateText(json({ requestId: 3, detail: 'first_name', value: 'Meera' }), tr)).toBe('"Meera"');
    expect(auditStateText(json({ requestId: 3, detail: 'other', value: null }), tr)).toBe('—');
  });
  it('names the state of an edit request or a photo', () => {
    expect(auditStateText(json({ requestId: 3, state: 'declined' }), tr)).toBe('Declined');
    expect(auditStateText(json({ photoId: 4, status: 'pending' }), tr)).toBe('Awaiting a decision');
    expect(auditStateText(json({ photoId: 4, status: 'approved' }), tr)).toBe('Approved');
    expect(auditStateText(json({ photoId: 4, deleted: true }), tr)).toBe('Photo deleted');
  });
  it('counts the reports a decision closed and names its outcome', () => {
    expect(auditStateText(json({ openReports: [41, 42] }), tr)).toBe('2 open reports');
    expect(auditStateText(json({ openReports: [41] }), tr)).toBe('1 open report');
    expect(auditStateText(json({ outcome: 'dismiss' }), tr)).toBe('Reports dismissed');
    expect(auditStateText(json({ outcome: 'warn' }), tr)).toBe('Member warned');
    expect(auditStateText(json({ outcome: 'toString' }), tr)).toBe('{"outcome":"toString"}');
  });
  it('names the status of a ticket and the state of an enquiry', () => {
    expect(auditStateText(json({ ticketId: 5, status: 'open' }), tr)).toBe('Open');
    expect(auditStateText(json({ ticketId: 5, status: 'answered' }), tr)).toBe('Answered');
    expect(auditStateText(json({ ticketId: 5, status: 'closed' }), tr)).toBe('Closed');
    expect(auditStateText(json({ enquiryId: 3, handled: false }), tr)).toBe('Not handled yet');
    expect(auditStateText(json({ enquiryId: 3, handled: true }), tr)).toBe('Handled');
  });
  it('quotes the popup’s title, and says when none was shown', () => {
    const shown = json({ title: 'Notice', buttonAction: 'https://example.com' });
    expect(auditStateText(shown, tr, 'set_popup')).toBe('"Notice"');
    expect(auditStateText('null', tr, 'set_popup')).toBe('No popup');
    expect(auditStateText('null', tr, 'clear_popup')).toBe('No popup');
    expect(auditStateText('null', tr, 'approve')).toBe('—');
  });
  it('shows no before and after for a look at a member’s page, which changes nothing', () => {
    expect(auditStateText('null', tr, 'view_member')).toBe('—');
    expect(auditChangesState('null', 'null')).toBe(false);
    expect(auditChangesState('null', json({ title: 'Notice', buttonAction: 'https://example.com' }))).toBe(true);
    expect(auditChangesState(json({ profileStatus: 1 }), json({ profileStatus: 3 }))).toBe(true);
  });
  it('counts a samaj volunteer’s places and the words withdrawn with them, and quotes a word given (rule 45)', () => {
    expect(auditStateText(json({ villageIds: [3, 4], golId: null, newAccount: true }), tr)).toBe('2 villages');
    expect(auditStateText(json({ villageIds: [3], golId: 2 }), tr)).toBe('1 village and a gol');
    expect(auditStateText(json({ villageIds: [], golId: 2, withdrawn: true }), tr)).toBe('0 villages and a gol');
    expect(auditStateText(json({ withdrawnVouches: [7, 8] }), tr)).toBe('2 words withdrawn');
    const word = { vouchId: 7, relation: 'neighbour', words: 'Known to us for years.', villageId: 3, golId: null };
    expect(auditStateText(json(word), tr, 'vouch')).toBe('"Known to us for years."');
    expect(auditStateText('{}', tr, 'vouch')).toBe('—');
    expect(actionLabel('vouch', tr)).toBe("Gave a volunteer's word");
    expect(actionLabel('appoint_volunteer', tr)).toBe('Appointed a samaj volunteer');
  });

  it('says what an event was and became (docs/rules.md rule 49)', () => {
    const event = {
      eventId: 3,
      nameGu: 'પરિચય સંમેલન',
      nameEn: 'Parichay Sammelan',
      heldOn: '2026-12-20',
      venue: 'Hall',
      villageId: 41,
      golId: null,
      opensOn: '2026-11-25',
      closesOn: '2026-12-15',
      capacity: 400,
    };
    expect(auditStateText(json(event), tr, 'update_event')).toBe(
      '"પરિચય સંમેલન / Parichay Sammelan" on 2026-12-20, 400 places',
    );
    expect(auditStateText(json({ ...event, nameGu: 'Parichay Sammelan', capacity: 1 }), tr, 'update_event')).toBe(
      '"Parichay Sammelan" on 2026-12-20, 1 place',
    );
    // Nothing before an event is created.
    expect(auditStateText('{}', tr, 'create_event')).toBe('—');
    expect(actionLabel('create_event', tr)).toBe('Created an event');
    expect(actionLabel('update_event', tr)).toBe('Changed an event');
    expect(actionLabel('cancel_event', tr)).toBe('Cancelled an event');
  });
  it('shows anything else as it is', () => {
    expect(auditStateText('{"a":1}', tr)).toBe('{"a":1}');
    expect(auditStateText('[1]', tr)).toBe('[1]');
    expect(auditStateText('nope', tr)).toBe('nope');
    expect(auditStateText(json({ status: 'constructor' }), tr)).toBe('{"status":"constructor"}');
  });
});

/** The daily allowances as the API's contract lists them (rule A1). */
const ALLOWANCES: string[] = openapi.components.schemas.Allowance.enum;

describe('the daily allowances', () => {
  it('are read from the contract', () => {
    expect(ALLOWANCES).toEqual(expect.arrayContaining(['member_details', 'cards', 'bio_data']));
  });
  it('each have a label and a colour, and nothing else does', () => {
    expect(Object.keys(ALLOWANCE_LABELS).sort()).toEqual([...ALLOWANCES].sort());
    expect(Object.keys(ALLOWANCE_COLORS).sort()).toEqual([...ALLOWANCES].sort());
  });
  it('read as words', () => {
    expect(allowanceLabel('member_details', tr)).toBe('Profiles opened');
    expect(allowanceLabel('cards', tr)).toBe('Cards in lists and searches');
    expect(allowanceLabel('bio_data', tr)).toBe('Bio-data downloads');
    for (const kind of ALLOWANCES) expect(allowanceColor(kind)).not.toBe('gray');
  });
  it('show an allowance this build does not know as it is', () => {
    expect(allowanceLabel('messages', tr)).toBe('messages');
    expect(allowanceLabel('toString', tr)).toBe('toString');
    expect(allowanceColor('messages')).toBe('gray');
  });
});
