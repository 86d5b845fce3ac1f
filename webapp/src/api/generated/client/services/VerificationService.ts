/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DocumentType } from '../models/DocumentType';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { PhoneCodeRequest } from '../models/PhoneCodeRequest';
import type { PhoneVerifyRequest } from '../models/PhoneVerifyRequest';
import type { SelfiePoseAnswer } from '../models/SelfiePoseAnswer';
import type { VerificationState } from '../models/VerificationState';
import type { VouchAnswer } from '../models/VouchAnswer';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class VerificationService {
    /**
     * The member's verification
     * The badges the member has earned, the ones they can still earn (`next`, in the order the app offers them),
     * and their mobile number with when it was verified. Every member, whatever their profile status.
     * @returns VerificationState
     * @throws ApiError
     */
    public static getVerification({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Verification',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Send an identity document to check
     * One image (multipart: `documentType`, `image`: a JPEG or PNG, checked by its bytes, at most 10 MiB and 40
     * megapixels). A moderator compares it with the profile's name, birth date and photos, and approves (badge `id`)
     * or refuses with a reason; the member is told. The image is written again without its metadata, shown only to
     * moderators, and deleted when decided, or after 14 days undecided; only the type, the outcome, who decided and
     * when are kept. Approved members only; one document waits at a time (422 `check_pending`), and none once the
     * badge is earned (422 `already_verified`). Answers the member's verification state.
     * @returns VerificationState
     * @throws ApiError
     */
    public static sendIdDocument({
        formData,
        acceptLanguage,
    }: {
        formData: {
            /**
             * Which document the image shows.
             */
            documentType: DocumentType;
            /**
             * One JPEG or PNG of the document, at most 10 MiB and 40 megapixels.
             */
            image: Blob;
        },
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Verification/Document',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * The pose for a verification photo
     * One pose at random (`hand_on_cheek`, `thumbs_up`, ...), good for 30 minutes: asking again within that time
     * gives the same one; after it, or once a photo was sent in it, a new one (never the last one again). Approved
     * members only.
     * @returns SelfiePoseAnswer
     * @throws ApiError
     */
    public static getSelfiePose(): CancelablePromise<SelfiePoseAnswer> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Verification/Selfie',
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Send a verification photo
     * A photo of the member in the pose given by `GET /api/Verification/Selfie` within the last 30 minutes
     * (multipart: `image`, a JPEG or PNG, at most 10 MiB and 40 megapixels); otherwise 422 `pose_expired`. A
     * moderator compares it with the profile photos and approves (badge `photo`) or refuses with a reason; it is
     * deleted when decided, or after 14 days undecided. A photo added to the profile later takes the badge away.
     * Approved members only; one waits at a time. Answers the member's verification state.
     * @returns VerificationState
     * @throws ApiError
     */
    public static sendSelfie({
        formData,
        acceptLanguage,
    }: {
        formData: {
            /**
             * One JPEG or PNG, at most 10 MiB and 40 megapixels.
             */
            image: Blob;
        },
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Verification/Selfie',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Send a code by SMS to a mobile number
     * To the member's own number, or to a new one, which then needs `password`. The number changes only when the
     * code comes back through `Verification/Phone/Verify`. A number already verified, the member's own (422
     * `phone_already_verified`) or another member's (409 `phone_taken`), gets no code. Codes as for e-mail: 6
     * digits, valid 10 minutes, at most one every 60 seconds and 5 an hour for a number.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static sendPhoneCode({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PhoneCodeRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Verification/Phone/SendCode',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
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
     * Verify a mobile number
     * With the code sent to it: the number becomes the member's, verified (badge `phone`; it now signs in and no
     * other member can verify it). Answers the new verification state. A wrong or expired code is a 422 (the fifth
     * wrong one burns it) and changes nothing.
     * @returns VerificationState
     * @throws ApiError
     */
    public static verifyPhone({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PhoneVerifyRequest,
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Verification/Phone/Verify',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
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
     * Accept a samaj volunteer's word
     * The word shows as the `samaj` badge with its village (or gol) on the member's cards, detail and bio-data,
     * unless the member has the badge already. Approved members only; 422 `vouch_not_offered` once answered or
     * withdrawn. Answers the member's verification state.
     * @returns VerificationState
     * @throws ApiError
     */
    public static acceptVouch({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: VouchAnswer,
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Verification/Vouch/Accept',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
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
     * Decline a samaj volunteer's word
     * Nothing shows; the volunteer sees it declined. Approved members only; 422 `vouch_not_offered` once answered
     * or withdrawn. Answers the member's verification state.
     * @returns VerificationState
     * @throws ApiError
     */
    public static declineVouch({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: VouchAnswer,
        acceptLanguage?: string,
    }): CancelablePromise<VerificationState> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Verification/Vouch/Decline',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
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
}
