/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A browser's Web Push subscription as JSON (`{"endpoint", "keys": {"p256dh", "auth"}}`), or null to forget it.
 */
export type PushSubscriptionRequest = {
    fcmToken?: string | null;
};

