/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AllMatchesRequest } from '../models/AllMatchesRequest';
import type { MatchDetail } from '../models/MatchDetail';
import type { MatchList } from '../models/MatchList';
import type { MatchListRequest } from '../models/MatchListRequest';
import type { MatchSearchRequest } from '../models/MatchSearchRequest';
import type { QuickSearchRequest } from '../models/QuickSearchRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MatchService {
    /**
     * All matches, or Patidar matches
     * The pool (approved members of the other gender, not blocked either way), most recently approved first; with
     * `scope: "patidar"`, only members of the caller's own parent community (Kadva or Leva).
     * @returns MatchList
     * @throws ApiError
     */
    public static listAllMatches({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: AllMatchesRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * New matches
     * Members of the pool approved in the last 30 days whose detail the caller has not opened, newest first.
     * @returns MatchList
     * @throws ApiError
     */
    public static listNewMatches({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MatchListRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/New',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * My matches
     * The pool filtered both ways by the core preferences (age, height, marital status, community: they fit mine
     * and I fit theirs, each only where stated), best score first, then most recently approved. Ranked among the
     * 1000 most recently approved members who pass. With fewer than 10, `suggestion` names the one preference
     * whose loosening would bring the most.
     * @returns MatchList
     * @throws ApiError
     */
    public static listMyMatches({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MatchListRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/MatchedList',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Recently viewed
     * Members whose detail the caller opened, the latest visit first (cards carry `lastVisitedOn` and
     * `visitCount`).
     * @returns MatchList
     * @throws ApiError
     */
    public static listRecentlyViewed({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MatchListRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/RecentList',
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
     * Search
     * The pool filtered by the basic or advanced filters, most recently approved first. Each filter is optional;
     * a list is "any of"; a member whose profile does not say is not a hit for a filter on that field.
     * @returns MatchList
     * @throws ApiError
     */
    public static searchMatches({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MatchSearchRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/Get',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Quick search
     * The member id of the profile id, or 0 when there is no such member the caller may see. A member found counts
     * against the day's allowance of members' details, as opening their details does (once a day per member).
     * @returns number
     * @throws ApiError
     */
    public static quickSearch({
        requestBody,
    }: {
        requestBody: QuickSearchRequest,
    }): CancelablePromise<number> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/Search',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * A member's detail
     * Every section as others see it, the photos the caller may see, the explanation both ways, the connection,
     * and whether the caller shortlisted the member. Opening it records a visit (rule 28); `visit=false`
     * reads it again without one (the open page refreshing after an action).
     * @returns MatchDetail
     * @throws ApiError
     */
    public static getMemberDetails({
        id,
        acceptLanguage,
        visit,
    }: {
        /**
         * The member id.
         */
        id: number,
        acceptLanguage?: string,
        /**
         * Record a visit (the default); `false` for a refresh of a page already open.
         */
        visit?: boolean,
    }): CancelablePromise<MatchDetail> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Match/MemberDetails/{id}',
            path: {
                'id': id,
            },
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'visit': visit,
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
