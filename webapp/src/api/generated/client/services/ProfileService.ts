/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MemberDetail } from '../models/MemberDetail';
import type { ResubmitAnswer } from '../models/ResubmitAnswer';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ProfileService {
    /**
     * The own profile
     * Everything the member has entered, with the profile status, for the profile area at any status.
     * @returns MemberDetail
     * @throws ApiError
     */
    public static getOwnProfile({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<MemberDetail> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Profile',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Resubmit after changes
     * From changes requested (2) back to awaiting approval (1), once the member has made the changes.
     * @returns ResubmitAnswer
     * @throws ApiError
     */
    public static resubmitProfile({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<ResubmitAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/Resubmit',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
