/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DigestOffRequest } from '../models/DigestOffRequest';
import type { GrievanceOfficer } from '../models/GrievanceOfficer';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { PopupSetting } from '../models/PopupSetting';
import type { PublicStory } from '../models/PublicStory';
import type { UnsubscribeRequest } from '../models/UnsubscribeRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class HomeService {
    /**
     * Send the contact form
     * Public, with the captcha. Stored for the moderators (`/admin/enquiries`) and mailed to the support address
     * when one is configured. Topics: `GET /api/Home/Name`.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static sendContactForm({
        formData,
        acceptLanguage,
    }: {
        formData: {
            topicId: number;
            /**
             * A person's name: letters of any script, single spaces, ' . - between them.
             */
            fullName: string;
            /**
             * An e-mail address.
             */
            email: string;
            /**
             * `+91` when absent.
             */
            countryCode?: string;
            /**
             * A mobile number without its country code: 6 to 15 digits (10 or more for +91).
             */
            mobile: string;
            /**
             * The message of a support ticket or contact enquiry.
             */
            message: string;
            /**
             * Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
             */
            attachments?: Array<Blob>;
            /**
             * The ALTCHA payload (base64); required unless the server runs with the captcha off.
             */
            captchaResponse?: string;
        },
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Home/Contact',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Subscribe to the news
     * From the footer. Stored once: a repeat answers the same, so the answer never tells whether an address was
     * known. A new address receives one confirmation e-mail with a one-click unsubscribe link.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static subscribe({
        acceptLanguage,
        emailAddress,
    }: {
        acceptLanguage?: string,
        /**
         * The address to subscribe: valid, at most 256 characters.
         */
        emailAddress?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Home/Subscribe',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'emailAddress': emailAddress,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Unsubscribe
     * The address and token of the confirmation e-mail's link. Unsubscribing twice answers the same.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static unsubscribe({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: UnsubscribeRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Home/Unsubscribe',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Stop the weekly digest
     * The member id and token of a weekly digest e-mail's one-click link (rule 54): the digest is turned off on
     * every channel (the notification settings show it and can turn it on again). A wrong token is a 404; turning
     * it off twice answers the same.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static turnDigestOff({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: DigestOffRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Home/DigestOff',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                404: `Not found, or not visible to this member.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Success stories
     * The published stories of families who met on Sagpan (rule 48), newest first, six at most: the two first names,
     * their words and the month. Public.
     * @returns PublicStory
     * @throws ApiError
     */
    public static getPublishedStories(): CancelablePromise<Array<PublicStory>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Home/SuccessStories',
            errors: {
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
            },
        });
    }
    /**
     * The grievance officer
     * Who takes complaints about a profile, about the handling of personal data or about a moderator's decision,
     * and how soon: acknowledged within `acknowledgeHours`, resolved within `resolveDays` (India's rules for
     * matrimonial sites). Public; from the server's settings.
     * @returns GrievanceOfficer
     * @throws ApiError
     */
    public static getGrievanceOfficer(): CancelablePromise<GrievanceOfficer> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Home/Grievance',
            errors: {
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
            },
        });
    }
    /**
     * The web popup
     * The warning dialog to show at start, in the request's language, or 204 when none is set. The browser shows
     * each `version` once.
     * @returns PopupSetting The popup to show once (until `version` changes).
     * @throws ApiError
     */
    public static getWebPopup({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<PopupSetting> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/PopupSetting/Web',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
