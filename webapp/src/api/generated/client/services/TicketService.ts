/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SupportTicket } from '../models/SupportTicket';
import type { TicketList } from '../models/TicketList';
import type { TicketListRequest } from '../models/TicketListRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class TicketService {
    /**
     * The member's tickets
     * Open first, then answered, then closed; newest first within each (document 001's fixed sort).
     * @returns TicketList
     * @throws ApiError
     */
    public static getTickets({
        requestBody,
    }: {
        requestBody: TicketListRequest,
    }): CancelablePromise<TicketList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Ticket/Get',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * A ticket with its thread
     * The member's own ticket, every message oldest first with its files. Another member's ticket is a 404.
     * @returns SupportTicket
     * @throws ApiError
     */
    public static getTicket({
        id,
    }: {
        id: number,
    }): CancelablePromise<SupportTicket> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Ticket/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Open a ticket
     * Topic and message, with up to 3 files (jpeg, png or pdf, at most 5 MiB each, checked by their bytes; pictures
     * lose their metadata). Moderators see it in their queue.
     * @returns SupportTicket
     * @throws ApiError
     */
    public static createTicket({
        formData,
        acceptLanguage,
    }: {
        formData: {
            /**
             * The topic of a support ticket or contact enquiry.
             */
            topic: string;
            /**
             * The message of a support ticket or contact enquiry.
             */
            message: string;
            /**
             * Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
             */
            attachments?: Array<Blob>;
        },
        acceptLanguage?: string,
    }): CancelablePromise<SupportTicket> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Ticket/NewTicket',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Reply to a ticket
     * Adds the member's message (and files) to their ticket. A reply to an answered or closed ticket ("still have a
     * problem") opens it again.
     * @returns SupportTicket
     * @throws ApiError
     */
    public static replyToTicket({
        formData,
        acceptLanguage,
    }: {
        formData: {
            ticketId: number;
            /**
             * The message of a support ticket or contact enquiry.
             */
            message: string;
            /**
             * Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
             */
            attachments?: Array<Blob>;
        },
        acceptLanguage?: string,
    }): CancelablePromise<SupportTicket> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Ticket/TicketReply',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * A ticket's or an enquiry's file
     * Served only through the signed URL that tickets and enquiries carry (`attachments[].url`); it expires within
     * 45 minutes. A URL is made for the account it was handed to (`viewer`), and works only while that account may
     * read the file: the ticket's member, or a moderator.
     * @returns binary The file, with its name: a picture to show, a PDF to download; either under a sandboxing policy, so that a
     * file opened as a page can run nothing.
     * @throws ApiError
     */
    public static getAttachment({
        id,
        viewer,
        expires,
        signature,
    }: {
        id: number,
        /**
         * The account the URL was handed to.
         */
        viewer: number,
        expires: number,
        signature: string,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Attachment/{id}',
            path: {
                'id': id,
            },
            query: {
                'viewer': viewer,
                'expires': expires,
                'signature': signature,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
