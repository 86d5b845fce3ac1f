/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MemberImageService {
    /**
     * A member photo
     * Served only through the signed URL that profile answers carry (`profileImage`); it expires within two hours.
     * @returns binary The photo as JPEG.
     * @throws ApiError
     */
    public static getMemberImage({
        id,
        size,
        expires,
        signature,
    }: {
        id: number,
        /**
         * `large` (900×1200), `medium` (480×640) or `small` (150×200).
         */
        size: string,
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
