/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EditRequestBody } from '../models/EditRequestBody';
import type { FamilyDetailsRequest } from '../models/FamilyDetailsRequest';
import type { MatchList } from '../models/MatchList';
import type { MemberDetail } from '../models/MemberDetail';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { OwnPhoto } from '../models/OwnPhoto';
import type { PageRequest } from '../models/PageRequest';
import type { PartnerPreference } from '../models/PartnerPreference';
import type { PartnerPreferenceRequest } from '../models/PartnerPreferenceRequest';
import type { PersonalDetailsRequest } from '../models/PersonalDetailsRequest';
import type { ProfessionalDetailsRequest } from '../models/ProfessionalDetailsRequest';
import type { ResubmitAnswer } from '../models/ResubmitAnswer';
import type { SatapetaState } from '../models/SatapetaState';
import type { SendSatapetaRequest } from '../models/SendSatapetaRequest';
import type { StepAnswer } from '../models/StepAnswer';
import type { VerifySatapetaRequest } from '../models/VerifySatapetaRequest';
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
     * Save the Personal Details tab
     * The wizard's personal fields and sun sign, blood group, mother tongue and hobbies. The name, birth date and
     * gender are sent as they are: changing them takes an edit request.
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveProfilePersonalDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PersonalDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/PersonalDetails',
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
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Save the Lifestyle & Family tab
     * The wizard's family fields and married brothers and sisters, family location and family name.
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveProfileFamilyDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: FamilyDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/FamilyDetails',
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
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Save the Professional Details tab
     * The wizard's professional fields and college, working as, employer and expectation.
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveProfileProfessionalDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ProfessionalDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/ProfessionalDetails',
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
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Replace the profile photo
     * Adds the photo to My Photos (at most 6) as the new profile photo. Others see it, and it becomes the profile
     * photo, once a moderator approves it.
     * @returns OwnPhoto
     * @throws ApiError
     */
    public static uploadProfilePhoto({
        formData,
        acceptLanguage,
    }: {
        formData: {
            /**
             * The member's id; when sent it must be the signed-in member's.
             */
            Id?: number;
            /**
             * Exactly one JPEG or PNG file, at most 10 MiB and 40 megapixels.
             */
            ProfileImage: Blob;
        },
        acceptLanguage?: string,
    }): CancelablePromise<OwnPhoto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/UploadPhoto',
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
     * Save partner preferences
     * Every preference is optional: absent, null or an empty list means "any". Replaces the saved preferences.
     * @returns PartnerPreference
     * @throws ApiError
     */
    public static savePartnerPreference({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PartnerPreferenceRequest,
        acceptLanguage?: string,
    }): CancelablePromise<PartnerPreference> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/PartnerPreferenceAddEdit',
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
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Partner preferences
     * `id` is the caller's own member id; another id is not found.
     * @returns PartnerPreference
     * @throws ApiError
     */
    public static getPartnerPreference({
        id,
    }: {
        id: number,
    }): CancelablePromise<PartnerPreference> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Profile/PartnerPreference/{id}',
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
     * Satapeta
     * `id` is the caller's own member id (another id is not found): off, a code waiting (with the sibling it went
     * to), or linked (with the sibling).
     * @returns SatapetaState
     * @throws ApiError
     */
    public static getSatapeta({
        id,
        acceptLanguage,
    }: {
        id: number,
        acceptLanguage?: string,
    }): CancelablePromise<SatapetaState> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Profile/Satapeta/{id}',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Ask for the satapeta code
     * The sibling's profile id and birth date (18 or more, as their profile says): a six-digit code goes to the
     * sibling by e-mail and in-app, valid 10 minutes (rules 11 and 15).
     * @returns SatapetaState
     * @throws ApiError
     */
    public static sendSatapetaSetting({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: SendSatapetaRequest,
        acceptLanguage?: string,
    }): CancelablePromise<SatapetaState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/SendSatapetaSetting',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Link satapeta with the code
     * The code the sibling received: both profiles are linked and marked satapeta. A wrong code is a 422; the fifth
     * burns it.
     * @returns SatapetaState
     * @throws ApiError
     */
    public static verifySatapetaSetting({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: VerifySatapetaRequest,
        acceptLanguage?: string,
    }): CancelablePromise<SatapetaState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/VerifySatapetaSetting',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Turn satapeta off
     * Unlinks both profiles (the sibling is told), or withdraws a code still waiting.
     * @returns SatapetaState
     * @throws ApiError
     */
    public static disableSatapetaSetting({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<SatapetaState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Profile/DisableSatapetaSetting',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                404: `Not found, or not visible to this member.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
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
    /**
     * Ask for a change of name, birth date or gender
     * At status 3 these are not edited directly. One live request per detail; a new date of birth must make the
     * member 18 or more.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static sendEditRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: EditRequestBody,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/MemberRequest',
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
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * My shortlist
     * @returns MatchList
     * @throws ApiError
     */
    public static listShortlisted({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/ShortListed',
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
     * Who shortlisted me
     * @returns MatchList
     * @throws ApiError
     */
    public static listShortlistedMe({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/ShortListedMe',
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
     * Who visited me
     * Members who opened the caller's detail, the latest visit first; cards carry `lastVisitedOn` and `visitCount`.
     * @returns MatchList
     * @throws ApiError
     */
    public static listVisitedMe({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PageRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MatchList> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Profile/VisitedMe',
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
