/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The kind of a notification; each has a row in the notification types list (`GET /api/NotificationType/Name`,
 * `migration/data/notification_types.json`) so that members can choose its channels.
 */
export type NotificationKind = 'profile_approved' | 'changes_requested' | 'profile_suspended' | 'suspension_lifted' | 'connection_request_received' | 'connection_request_accepted' | 'connection_request_declined' | 'connection_request_cancelled' | 'profile_visited' | 'shortlisted' | 'ticket_reply' | 'satapeta_code' | 'satapeta_linked' | 'edit_request_decided' | 'announcement' | 'profile_submitted' | 'photo_decided' | 'moderator_warning' | 'report_handled' | 'account_deactivated' | 'account_reactivated' | 'satapeta_disabled' | 'weekly_digest' | 'verification_decided' | 'vouch_offered' | 'request_replied' | 'question_answered' | 'request_reminder' | 'request_expired' | 'outcome_asked' | 'engaged' | 'event_mutual' | 'event_cancelled';
