/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageAnswer } from '../models/MessageAnswer';
import type { OwnPhoto } from '../models/OwnPhoto';
import type { PhotoIdRequest } from '../models/PhotoIdRequest';
import type { PhotoVisibilityAnswer } from '../models/PhotoVisibilityAnswer';
import type { PhotoVisibilityRequest } from '../models/PhotoVisibilityRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MemberImageService {
    /**
     * A member photo
     * Served only through the signed URL that profile answers carry (`profileImage`, `photos[].url`). A URL is
     * made for the member it was handed to (`viewer`) and works for at most 15 minutes, while that member may see
     * the photo: after a block, a suspension or a change of the owner's visibility choice it answers 404.
     * @returns binary The photo as JPEG.
     * @throws ApiError
     */
    public static getMemberImage({
        id,
        size,
        viewer,
        expires,
        signature,
    }: {
        id: number,
        /**
         * `large` (900×1200), `medium` (480×640), `small` (150×200) or `blurred` (240×320, no detail).
         */
        size: string,
        /**
         * The member the URL was handed to.
         */
        viewer: number,
        expires: number,
        signature: string,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/MemberImage/{id}',
            path: {
                'id': id,
            },
            query: {
                'size': size,
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
    /**
     * Delete a photo
     * The photo and its stored files. When it was the default, the newest other approved photo becomes the
     * default; the only approved photo cannot be deleted (422).
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static deleteMemberPhoto({
        id,
        acceptLanguage,
    }: {
        id: number,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/MemberImage/{id}',
            path: {
                'id': id,
            },
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Add a photo
     * One JPEG or PNG (checked by its bytes), at most 10 MiB and 40 megapixels, processed like the wizard's photo.
     * At most 6 photos. Added after approval, it waits for a moderator (`status: pending`) before others see it.
     * @returns OwnPhoto
     * @throws ApiError
     */
    public static addMemberPhoto({
        formData,
        acceptLanguage,
    }: {
        formData: {
            /**
             * Exactly one JPEG or PNG file, at most 10 MiB and 40 megapixels.
             */
            ProfileImage: Blob;
        },
        acceptLanguage?: string,
    }): CancelablePromise<OwnPhoto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/MemberImage/UploadPhoto',
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
     * Choose the default photo
     * An approved photo of the member's becomes the card photo.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static setDefaultMemberPhoto({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PhotoIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/MemberImage/Default',
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
     * Choose who sees the photos
     * `all` approved members, or only `connections` (members whose request was accepted); the others see a
     * blurred image made by the server.
     * @returns PhotoVisibilityAnswer
     * @throws ApiError
     */
    public static setPhotoVisibility({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PhotoVisibilityRequest,
        acceptLanguage?: string,
    }): CancelablePromise<PhotoVisibilityAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/MemberImage/Visibility',
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
