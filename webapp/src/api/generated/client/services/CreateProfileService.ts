/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyDetailsRequest } from '../models/FamilyDetailsRequest';
import type { MemberDetail } from '../models/MemberDetail';
import type { PersonalDetailsRequest } from '../models/PersonalDetailsRequest';
import type { ProfessionalDetailsRequest } from '../models/ProfessionalDetailsRequest';
import type { StepAnswer } from '../models/StepAnswer';
import type { SubmittedAnswer } from '../models/SubmittedAnswer';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CreateProfileService {
    /**
     * Member detail for the wizard
     * Everything saved so far; the wizard resumes at `wizardStep + 1`.
     * @returns MemberDetail
     * @throws ApiError
     */
    public static getWizardMemberDetail({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<MemberDetail> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/CreateProfile/MemberDetail',
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
     * Save step 1, personal details
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveWizardPersonalDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PersonalDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/CreateProfile/PersonalDetails',
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
     * Save step 2, lifestyle and family
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveWizardFamilyDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: FamilyDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/CreateProfile/FamilyDetails',
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
     * Save step 3, professional details
     * @returns StepAnswer
     * @throws ApiError
     */
    public static saveWizardProfessionalDetails({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ProfessionalDetailsRequest,
        acceptLanguage?: string,
    }): CancelablePromise<StepAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/CreateProfile/ProfessionalDetails',
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
     * Upload the photo and submit the profile
     * One JPEG or PNG (checked by its bytes), at most 10 MiB and 40 megapixels. The server applies the EXIF
     * orientation, strips all metadata and stores it in the sizes the app shows. The profile goes to status 1,
     * awaiting approval.
     * @returns SubmittedAnswer
     * @throws ApiError
     */
    public static uploadWizardPhoto({
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
    }): CancelablePromise<SubmittedAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/CreateProfile/UploadPhoto',
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
}
