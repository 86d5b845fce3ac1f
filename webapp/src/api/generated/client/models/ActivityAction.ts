/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a member did, as their activity lists it (DECISIONS.md 32).
 */
export type ActivityAction = 'request_sent' | 'request_cancelled' | 'request_accepted' | 'request_declined' | 'blocked' | 'unblocked' | 'shortlisted' | 'unshortlisted' | 'reported' | 'signed_in' | 'profile_updated' | 'preferences_updated' | 'photo_added' | 'photo_deleted' | 'default_photo_changed' | 'edit_requested' | 'notification_settings_changed';
