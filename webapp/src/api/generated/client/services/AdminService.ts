/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminMemberView } from '../models/AdminMemberView';
import type { AdminTicketList } from '../models/AdminTicketList';
import type { AllowanceReachedList } from '../models/AllowanceReachedList';
import type { AppointRequest } from '../models/AppointRequest';
import type { AuditList } from '../models/AuditList';
import type { CheckDecision } from '../models/CheckDecision';
import type { CheckQueueList } from '../models/CheckQueueList';
import type { DecisionAnswer } from '../models/DecisionAnswer';
import type { DecisionRequest } from '../models/DecisionRequest';
import type { EditRequestDecision } from '../models/EditRequestDecision';
import type { EditRequestList } from '../models/EditRequestList';
import type { EnquiryIdRequest } from '../models/EnquiryIdRequest';
import type { EnquiryList } from '../models/EnquiryList';
import type { MemberSearchList } from '../models/MemberSearchList';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { PhotoDecision } from '../models/PhotoDecision';
import type { PhotoQueueList } from '../models/PhotoQueueList';
import type { PopupEdit } from '../models/PopupEdit';
import type { PopupState } from '../models/PopupState';
import type { QueueFigures } from '../models/QueueFigures';
import type { QueueList } from '../models/QueueList';
import type { ReasonedDecisionRequest } from '../models/ReasonedDecisionRequest';
import type { ReasonedReviewRequest } from '../models/ReasonedReviewRequest';
import type { ReportQueueList } from '../models/ReportQueueList';
import type { StoryDecision } from '../models/StoryDecision';
import type { StoryForModerators } from '../models/StoryForModerators';
import type { SupportTicket } from '../models/SupportTicket';
import type { TicketIdRequest } from '../models/TicketIdRequest';
import type { TicketStatus } from '../models/TicketStatus';
import type { VolunteerEntry } from '../models/VolunteerEntry';
import type { VolunteerList } from '../models/VolunteerList';
import type { WithdrawVolunteerRequest } from '../models/WithdrawVolunteerRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AdminService {
    /**
     * The approval queue
     * Profiles awaiting approval (status 1), longest waiting first.
     * @returns QueueList
     * @throws ApiError
     */
    public static getApprovalQueue(): CancelablePromise<QueueList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Queue',
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
     * Success stories to decide
     * The stories both members of an engaged pair agreed to (rule 48), oldest first, with their profile ids.
     * @returns StoryForModerators
     * @throws ApiError
     */
    public static getSuccessStories(): CancelablePromise<Array<StoryForModerators>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/SuccessStories',
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
     * Publish or decline a success story
     * Published, it shows on the home page (the two first names and the words); 422 when it no longer waits.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static decideSuccessStory({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: StoryDecision,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/SuccessStories/Decision',
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
     * Queue figures
     * Pending count, the oldest waiting submission, and the median time to decision over 30 days.
     * @returns QueueFigures
     * @throws ApiError
     */
    public static getQueueFigures(): CancelablePromise<QueueFigures> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/QueueFigures',
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
     * A member, whole
     * The profile with its photos, contact details and status history. Every opening is written to the audit log
     * (`view_member`), and the member's export lists it.
     * @returns AdminMemberView
     * @throws ApiError
     */
    public static getAdminMember({
        id,
        acceptLanguage,
    }: {
        id: number,
        acceptLanguage?: string,
    }): CancelablePromise<AdminMemberView> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Member/{id}',
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
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Member look-up
     * By profile id, e-mail, phone or name (at least 2 characters); at most 50. Contacts are shown masked
     * (`pr•••@gmail.com`, `••••••2345`); the whole of them is on the member's page.
     * @returns MemberSearchList
     * @throws ApiError
     */
    public static searchMembers({
        query,
    }: {
        query: string,
    }): CancelablePromise<MemberSearchList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Members',
            query: {
                'query': query,
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
     * Approve a profile
     * From awaiting approval (1) to approved (3). The member is told at once.
     * @returns DecisionAnswer
     * @throws ApiError
     */
    public static approveProfile({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: DecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<DecisionAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/ApproveProfile',
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
     * Ask for changes
     * From awaiting approval (1) to changes requested (2), with a reason the member sees.
     * @returns DecisionAnswer
     * @throws ApiError
     */
    public static requestProfileChanges({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedDecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<DecisionAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/RequestChanges',
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
     * Suspend a member
     * From awaiting approval (1) or approved (3) to suspended (5), with a reason the member sees.
     * @returns DecisionAnswer
     * @throws ApiError
     */
    public static suspendMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedDecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<DecisionAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/SuspendMember',
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
     * Lift a suspension
     * From suspended (5) back to approved (3).
     * @returns DecisionAnswer
     * @throws ApiError
     */
    public static liftSuspension({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: DecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<DecisionAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/LiftSuspension',
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
     * Edit requests awaiting a decision
     * Requests to change a name, birth date or gender, oldest first.
     * @returns EditRequestList
     * @throws ApiError
     */
    public static getEditRequests({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<EditRequestList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/EditRequests',
            headers: {
                'Accept-Language': acceptLanguage,
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
     * Approve an edit request
     * Applies the change; the member is told.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static approveEditRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: EditRequestDecision,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/EditRequest/Approve',
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
     * Decline an edit request
     * With a reason the member sees; nothing changes on the profile.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static declineEditRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedReviewRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/EditRequest/Decline',
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
     * Photos awaiting a decision
     * Photos added after approval, oldest first, with the member's current profile photo.
     * @returns PhotoQueueList
     * @throws ApiError
     */
    public static getPhotoQueue(): CancelablePromise<PhotoQueueList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Photos',
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
     * Approve a photo
     * Others see it from now on; it becomes the profile photo when the member asked for that.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static approvePhoto({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PhotoDecision,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Photo/Approve',
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
     * Decline a photo
     * The photo and its files are deleted; the member is told the reason.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static declinePhoto({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedReviewRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Photo/Decline',
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
     * Samaj volunteers
     * Every volunteer (rule 45), appointed ones first, newest first, then withdrawn ones: their account, the
     * villages and gol they serve, and how many of their words members accepted.
     * @returns VolunteerList
     * @throws ApiError
     */
    public static getVolunteers({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<VolunteerList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Volunteers',
            headers: {
                'Accept-Language': acceptLanguage,
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
     * Appoint a samaj volunteer
     * An approved member by `profileId`, or an account of its own for `email` with `firstName` and `lastName`
     * (created with the volunteer role; its holder chooses a password through "Forgot password"), to serve
     * `villageIds` (at most 40) and/or `golId`. Appointing again sets the villages anew and ends a withdrawal. The
     * volunteer is told by e-mail; the audit log records it.
     * @returns VolunteerEntry
     * @throws ApiError
     */
    public static appointVolunteer({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: AppointRequest,
        acceptLanguage?: string,
    }): CancelablePromise<VolunteerEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Volunteer/Appoint',
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
     * Withdraw a samaj volunteer
     * With every word they gave: a `samaj` badge resting on them alone goes from the member's profile. 404 for an
     * account never appointed, 422 `not_awaiting_review` for one withdrawn already.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static withdrawVolunteer({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: WithdrawVolunteerRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Volunteer/Withdraw',
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
     * Identity documents and verification photos awaiting a decision
     * Oldest first, each with a signed URL of its image (for this moderator, while it waits) and what to compare it
     * with: the profile's name and birth date and its approved photos.
     * @returns CheckQueueList
     * @throws ApiError
     */
    public static getCheckQueue(): CancelablePromise<CheckQueueList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Checks',
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
     * Approve an identity document or a verification photo
     * The member gets the badge (`id` or `photo`) and is told; the image is deleted.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static approveCheck({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: CheckDecision,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Check/Approve',
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
     * Refuse an identity document or a verification photo
     * The image is deleted; the member is told the reason and may send another.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static refuseCheck({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedReviewRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Check/Refuse',
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
     * The image of a waiting check
     * Served only through the signed URL of the queue (`imageUrl`), for the moderator it was handed to (`viewer`),
     * within 45 minutes, while the check waits: once decided the image is gone (404).
     * @returns binary The image as JPEG, never cached.
     * @throws ApiError
     */
    public static getCheckImage({
        id,
        viewer,
        expires,
        signature,
    }: {
        id: number,
        /**
         * The moderator the URL was handed to.
         */
        viewer: number,
        expires: number,
        signature: string,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/CheckImage/{id}',
            path: {
                'id': id,
            },
            query: {
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
     * The report queue
     * Members with open reports, most-reported first (distinct reporters in 30 days), each with their open
     * reports.
     * @returns ReportQueueList
     * @throws ApiError
     */
    public static getReportQueue(): CancelablePromise<ReportQueueList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Reports',
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
     * Dismiss a member's reports
     * The open reports on the member are closed with no action. Written to the audit log; every reporter is told
     * their report was handled.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static dismissReports({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: DecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Report/Dismiss',
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
     * Warn a reported member
     * The member is told the reason in a notification and an e-mail; the open reports are closed. Written to the
     * audit log; every reporter is told their report was handled.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static warnReportedMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedDecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Report/Warn',
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
     * Suspend a reported member
     * Profile status 5 with the reason the member is told (as `SuspendMember`); the open reports are closed. Written
     * to the audit log; every reporter is told their report was handled.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static suspendReportedMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReasonedDecisionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Report/Suspend',
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
     * The audit log
     * Every moderator action with who, when, what, before and after; newest first.
     * @returns AuditList
     * @throws ApiError
     */
    public static getAuditLog({
        pageIndex = 1,
        pageSize = 20,
    }: {
        pageIndex?: number,
        pageSize?: number,
    }): CancelablePromise<AuditList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/AuditLog',
            query: {
                'pageIndex': pageIndex,
                'pageSize': pageSize,
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
     * Members who reached a daily allowance
     * Who was refused more member details, cards or bio-data in a day than the allowances let (rule A1), how often
     * (days reached, requests refused), the latest refusal first; with the allowances in force.
     * @returns AllowanceReachedList
     * @throws ApiError
     */
    public static getAllowancesReached({
        pageIndex = 1,
        pageSize = 20,
    }: {
        pageIndex?: number,
        pageSize?: number,
    }): CancelablePromise<AllowanceReachedList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Allowances',
            query: {
                'pageIndex': pageIndex,
                'pageSize': pageSize,
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
     * The ticket queue
     * Tickets of one `status` (open when absent): open tickets longest waiting first (since their last message),
     * others newest first.
     * @returns AdminTicketList
     * @throws ApiError
     */
    public static getTicketQueue({
        status,
        pageIndex = 1,
        pageSize = 20,
    }: {
        status?: TicketStatus,
        pageIndex?: number,
        pageSize?: number,
    }): CancelablePromise<AdminTicketList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Tickets',
            query: {
                'status': status,
                'pageIndex': pageIndex,
                'pageSize': pageSize,
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
     * A ticket, whole
     * The thread with its files and the member it belongs to.
     * @returns SupportTicket
     * @throws ApiError
     */
    public static getAdminTicket({
        id,
    }: {
        id: number,
    }): CancelablePromise<SupportTicket> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Ticket/{id}',
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
     * Answer a ticket
     * The answer (with up to 3 files) joins the thread; the ticket becomes answered, or closed with `close`. The
     * member is told by the channels they allow. Written to the audit log.
     * @returns SupportTicket
     * @throws ApiError
     */
    public static answerTicket({
        formData,
        acceptLanguage,
    }: {
        formData: {
            ticketId: number;
            /**
             * The message of a support ticket or contact enquiry.
             */
            message: string;
            /**
             * Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
             */
            attachments?: Array<Blob>;
            /**
             * Close the ticket with this answer (false when absent).
             */
            close?: boolean;
        },
        acceptLanguage?: string,
    }): CancelablePromise<SupportTicket> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Ticket/Answer',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Close a ticket
     * Without an answer. The member can open it again by replying. One already closed is a 422. Written to the
     * audit log.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static closeTicket({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: TicketIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Ticket/Close',
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
     * Contact-form enquiries
     * Open enquiries oldest first, or with `handled=true` those handled, newest first.
     * @returns EnquiryList
     * @throws ApiError
     */
    public static getEnquiries({
        acceptLanguage,
        handled,
        pageIndex = 1,
        pageSize = 20,
    }: {
        acceptLanguage?: string,
        handled?: boolean,
        pageIndex?: number,
        pageSize?: number,
    }): CancelablePromise<EnquiryList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Enquiries',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'handled': handled,
                'pageIndex': pageIndex,
                'pageSize': pageSize,
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
     * Mark an enquiry handled
     * Once answered by e-mail or phone. One already handled is a 422. Written to the audit log.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static handleEnquiry({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: EnquiryIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Enquiry/Handle',
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
     * The web popup being shown
     * Both languages, and when it was set; `popup` is absent when none is set.
     * @returns PopupState
     * @throws ApiError
     */
    public static getAdminPopup(): CancelablePromise<PopupState> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Popup',
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
     * Set the web popup
     * Title (1 to 100 characters), body (1 to 1000) and button text (1 to 30) in Gujarati and English, and an
     * `https` link. Replaces the popup shown; every browser shows the new one once. Written to the audit log.
     * @returns PopupState
     * @throws ApiError
     */
    public static setPopup({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PopupEdit,
        acceptLanguage?: string,
    }): CancelablePromise<PopupState> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Admin/Popup',
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
     * Clear the web popup
     * No popup shows from now on. Written to the audit log.
     * @returns PopupState
     * @throws ApiError
     */
    public static clearPopup({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<PopupState> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/Admin/Popup',
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
}
