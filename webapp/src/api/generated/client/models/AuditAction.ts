/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Everything a moderator does that the audit log records: the decisions on a profile ([`ModeratorAction`]),
 * on a member's edit request, and on a photo added after approval; and every look at a member's whole profile
 * and contacts (`view_member`), which the member's export lists.
 */
export type AuditAction = 'approve' | 'request_changes' | 'suspend' | 'lift_suspension' | 'approve_edit_request' | 'decline_edit_request' | 'approve_photo' | 'decline_photo' | 'dismiss_reports' | 'warn_member' | 'answer_ticket' | 'close_ticket' | 'handle_enquiry' | 'set_popup' | 'clear_popup' | 'view_member' | 'approve_check' | 'refuse_check' | 'appoint_volunteer' | 'withdraw_volunteer' | 'vouch' | 'create_event' | 'update_event' | 'cancel_event' | 'enter_paper_form';
