/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageAnswer } from '../models/MessageAnswer';
import type { VillageMemberList } from '../models/VillageMemberList';
import type { VouchRequest } from '../models/VouchRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class VolunteerService {
    /**
     * The members of the volunteer's villages
     * Approved members whose native village is one the volunteer serves, or whose gol is theirs, 20 a page by
     * surname and name; `q` keeps those whose name or profile id holds it. Each with what any member sees on a card,
     * less (no photo, no contact), the father's name, and the volunteer's own word for them if they gave one. A
     * member or an account with the volunteer role, while appointed (403 `not_volunteer` otherwise).
     * @returns VillageMemberList
     * @throws ApiError
     */
    public static getVillageMembers({
        acceptLanguage,
        pageIndex = 1,
        q,
    }: {
        acceptLanguage?: string,
        pageIndex?: number,
        q?: string,
    }): CancelablePromise<VillageMemberList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Volunteer/Members',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'pageIndex': pageIndex,
                'q': q,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Vouch for a member
     * The volunteer's word for a member of their villages whom they know personally: `relation` (relative,
     * neighbour, samaj work, family friend, other) and, in their words, how they know the family (10 to 500
     * characters). The member is told and accepts it before it shows as their `samaj` badge; one word per member.
     * Every word is in the audit log.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static vouchForMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: VouchRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Volunteer/Vouch',
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
