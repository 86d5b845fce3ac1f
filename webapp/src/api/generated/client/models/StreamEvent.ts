/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
/**
 * A live event: `notifyType` is `ProfileStatus` (with the new status and the notification's title and body),
 * `Notification` (a new notification's title and body), `Connections` (a request was received or answered, or a
 * block changed: refresh the inbox and the lists) or `Logout` (the sign-in ended: sign the tab out).
 */
export type StreamEvent = {
    notifyType: string;
    profileStatus?: ProfileStatus | null;
    title?: string | null;
    body?: string | null;
};

