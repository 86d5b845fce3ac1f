/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HistoryList } from '../models/HistoryList';
import type { ListRequest } from '../models/ListRequest';
import type { MarkReadRequest } from '../models/MarkReadRequest';
import type { Message } from '../models/Message';
import type { NotificationList } from '../models/NotificationList';
import type { NotificationSettings } from '../models/NotificationSettings';
import type { NotificationSettingsRequest } from '../models/NotificationSettingsRequest';
import type { PageRequest } from '../models/PageRequest';
import type { PushKey } from '../models/PushKey';
import type { PushSubscriptionRequest } from '../models/PushSubscriptionRequest';
import type { StreamEvent } from '../models/StreamEvent';
import type { Ticket } from '../models/Ticket';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class NotificationService {
    /**
     * Notifications
     * The member's notifications, newest first.
     * @returns NotificationList
     * @throws ApiError
     */
    public static listNotifications({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ListRequest,
        acceptLanguage?: string,
    }): CancelablePromise<NotificationList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Notification',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * New notifications
     * The unread ones (at most 20, newest first) and how many there are, for the header's dropdown.
     * @returns NotificationList
     * @throws ApiError
     */
    public static getNewNotifications({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<NotificationList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Notification/New',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Mark every notification read
     * @returns Message
     * @throws ApiError
     */
    public static markNotificationsRead({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<Message> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Notification/MarkAllRead',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Mark notifications read
     * Marks the caller's notifications with these ids read (at most 100: what a page shows). Ids of others' or of
     * notifications already read change nothing.
     * @returns Message
     * @throws ApiError
     */
    public static markNotificationsReadById({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MarkReadRequest,
        acceptLanguage?: string,
    }): CancelablePromise<Message> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Notification/MarkRead',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * The Web Push key
     * The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with.
     * @returns PushKey
     * @throws ApiError
     */
    public static getPushKey(): CancelablePromise<PushKey> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Notification/PushKey',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * This browser's push subscription
     * Keeps the Web Push subscription of the signed-in browser (`fcmToken`: the subscription's JSON, as document
     * 001's `fcmToken` fields carry it), or forgets it when null. Notifications the member allows by push then
     * reach this browser with its tabs closed.
     * @returns Message
     * @throws ApiError
     */
    public static savePushSubscription({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PushSubscriptionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<Message> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Notification/PushSubscription',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * A ticket for the live stream
     * Browsers' EventSource cannot send an Authorization header, so the stream takes this short-lived ticket instead.
     * @returns Ticket
     * @throws ApiError
     */
    public static getStreamTicket(): CancelablePromise<Ticket> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Notification/StreamTicket',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * The live stream
     * Server-Sent Events for one sign-in: `ProfileStatus` when the profile status changes, `Notification` for a new
     * notification, `Connections` when a request is received or answered or a block changes, `Logout` when the
     * sign-in ends (then the stream closes). Comments keep it alive every 20 seconds.
     * @returns StreamEvent
     * @throws ApiError
     */
    public static streamNotifications({
        ticket,
        lang,
    }: {
        ticket: string,
        lang?: string,
    }): CancelablePromise<Array<StreamEvent>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Notification/Stream',
            query: {
                'ticket': ticket,
                'lang': lang,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
            },
        });
    }
    /**
     * Notification settings
     * For each notification type, whether it reaches the member in the app, by e-mail and by push.
     * @returns NotificationSettings
     * @throws ApiError
     */
    public static getNotificationSettings(): CancelablePromise<NotificationSettings> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/NotificationSetting',
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Save notification settings
     * The channels of the types sent; every type at most once. Answers every type's channels.
     * @returns NotificationSettings
     * @throws ApiError
     */
    public static saveNotificationSettings({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: NotificationSettingsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<NotificationSettings> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/NotificationSetting',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * My activity
     * What the member did (requests, blocks, shortlists, reports, profile and account changes, sign-ins), newest
     * first (rule 32).
     * @returns HistoryList
     * @throws ApiError
     */
    public static listHistory({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<HistoryList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/History',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
