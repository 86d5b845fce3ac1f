/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MatchList } from '../models/MatchList';
import type { PageRequest } from '../models/PageRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class InboxService {
    /**
     * Sent requests
     * Pending requests the caller sent, newest first.
     * @returns MatchList
     * @throws ApiError
     */
    public static listSentRequests({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Inbox/SentList',
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
     * Received requests
     * Pending requests the caller received, newest first.
     * @returns MatchList
     * @throws ApiError
     */
    public static listReceivedRequests({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Inbox/ReceivedList',
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
     * Accepted connections
     * Members connected with the caller, either way, the latest first.
     * @returns MatchList
     * @throws ApiError
     */
    public static listAcceptedConnections({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Inbox/AcceptedList',
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
     * Declined requests
     * Requests declined either way (the inbox's "Deleted" tab), the latest first.
     * @returns MatchList
     * @throws ApiError
     */
    public static listDeclinedRequests({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Inbox/DeclinedList',
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
     * Blocked members
     * The members the caller blocked, the latest first, to unblock.
     * @returns MatchList
     * @throws ApiError
     */
    public static listBlockedMembers({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Inbox/BlockedList',
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
