/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a member did, as their activity lists it (rule 32).
 */
export type ActivityAction = 'request_sent' | 'request_cancelled' | 'request_accepted' | 'request_declined' | 'blocked' | 'unblocked' | 'shortlisted' | 'unshortlisted' | 'reported' | 'signed_in' | 'profile_updated' | 'preferences_updated' | 'photo_added' | 'photo_deleted' | 'default_photo_changed' | 'edit_requested' | 'notification_settings_changed' | 'password_changed' | 'phone_changed' | 'email_changed' | 'account_deactivated' | 'account_reactivated' | 'data_exported' | 'satapeta_requested' | 'satapeta_linked' | 'satapeta_disabled' | 'bio_data_downloaded' | 'family_invited' | 'family_joined' | 'family_changed' | 'family_removed' | 'request_replied' | 'question_answered' | 'privacy_changed';
