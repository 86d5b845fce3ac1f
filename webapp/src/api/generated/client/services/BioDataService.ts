/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class BioDataService {
    /**
     * Download a bio-data
     * The caller's own (no `memberId`), or that of a member whose connection with the caller is accepted: families
     * exchange bio-data. A4, with the photo, the personal, family and professional sections and the parents'
     * phones, in the request's language; the footer names who downloaded it and when. Anyone else's is not found.
     * @returns binary A4, in the request's language; `Content-Disposition` names the file `{profileId}.pdf`.
     * @throws ApiError
     */
    public static getBioData({
        acceptLanguage,
        memberId,
    }: {
        acceptLanguage?: string,
        memberId?: number,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/PVBioData/GetPVBioData',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'memberId': memberId,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
