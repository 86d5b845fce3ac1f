/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnswerQuestionRequest } from '../models/AnswerQuestionRequest';
import type { FamilyContacts } from '../models/FamilyContacts';
import type { MemberIdRequest } from '../models/MemberIdRequest';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { OutcomeAnswer } from '../models/OutcomeAnswer';
import type { OutcomeList } from '../models/OutcomeList';
import type { OutcomeRequest } from '../models/OutcomeRequest';
import type { ReplyRequest } from '../models/ReplyRequest';
import type { ReportRequest } from '../models/ReportRequest';
import type { RequestIdRequest } from '../models/RequestIdRequest';
import type { SendRequestAnswer } from '../models/SendRequestAnswer';
import type { StoryRequest } from '../models/StoryRequest';
import type { StoryView } from '../models/StoryView';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ConnectionsService {
    /**
     * Send a connection request
     * At most 5 in any rolling 24 hours (rule 7); one live request per pair. Answers the request's id and
     * the quota after it.
     * @returns SendRequestAnswer
     * @throws ApiError
     */
    public static sendConnectRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<SendRequestAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/sendConnectRequest',
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
     * Cancel a request
     * A pending request the caller sent.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static cancelConnectRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: RequestIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/CancelConnectRequest',
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
     * Accept a request
     * A pending request the caller received: both become connected and see each other's parents' phones.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static acceptConnectRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: RequestIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/AcceptConnectRequest',
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
     * Decline a request
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static declineConnectRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: RequestIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/DeclineConnectRequest',
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
     * Reply to a request
     * A pending request the caller received (rule 47a): `interested` accepts it and `not_interested` declines it,
     * as the accept and decline calls do (the optional `reason` stays the caller's own); `need_time`, `need_info`
     * (with a `question`) and `talking_elsewhere` leave it open and tell the sender, who sees the reply on the
     * request. A later reply may follow an open one.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static replyConnectRequest({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReplyRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/ReplyConnectRequest',
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
     * Answer a question about a request
     * A pending request the caller sent whose receiver asked a question (`need_info`): the answer shows on the
     * request for both, and the receiver is told. 422 `no_question` when no question waits.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static answerConnectRequestQuestion({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: AnswerQuestionRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/AnswerConnectRequestQuestion',
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
     * How my connections went
     * The caller's connections accepted 14 days ago or more (at most 50, newest first), each with the caller's own
     * answer: still talking, met the family, engaged, not going ahead (rule 48). The other side's answer is never
     * given. `engaged`: both sides of one said engaged, and the caller has left every list.
     * @returns OutcomeList
     * @throws ApiError
     */
    public static listOutcomes(): CancelablePromise<OutcomeList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Match/Outcomes',
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
     * Say how a connection went
     * The caller's own answer, seen by nobody else (rule 48); it may change. When both sides say engaged, both are
     * marked engaged, leave every list and are congratulated; a later answer other than engaged brings both back.
     * 422 `outcome_too_early` before 14 days.
     * @returns OutcomeAnswer
     * @throws ApiError
     */
    public static saveOutcome({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: OutcomeRequest,
        acceptLanguage?: string,
    }): CancelablePromise<OutcomeAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/Outcome',
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
     * Our success story
     * The story of an engaged connection (both sides said engaged, rule 48; 422 `story_needs_engagement` before):
     * its words, status, and both consents.
     * @returns StoryView
     * @throws ApiError
     */
    public static getSuccessStory({
        requestId,
    }: {
        requestId: number,
    }): CancelablePromise<StoryView> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Match/SuccessStory/{requestId}',
            path: {
                'requestId': requestId,
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
     * Write or agree to our success story
     * `words` (1 to 500 characters; other words ask both again) and the caller's `consent`. The story goes to the
     * moderators only once both agreed to the same words, and to the home page only when a moderator publishes it.
     * The person's own word: a family manager is refused. 422 `story_decided` once decided.
     * @returns StoryView
     * @throws ApiError
     */
    public static saveSuccessStory({
        requestBody,
    }: {
        requestBody: StoryRequest,
    }): CancelablePromise<StoryView> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/SuccessStory',
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
     * Accept the request of a member
     * The latest request the member sent the caller, when it is pending.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static acceptConnectRequestByUserId({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/AcceptConnectRequestByUserId',
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
     * Decline the request of a member
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static declineConnectRequestByUserId({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/DeclineConnectRequestByUserId',
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
     * Block a member
     * At most 20 at a time (rule 8). Both vanish from each other's lists, search, detail, inbox and
     * shortlists at once; pending requests between them are cancelled.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static blockMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/BlockMember',
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
     * A connection's family contacts
     * The parents' names and phones (with their WhatsApp flags) of a member whose connection with the caller was
     * accepted (rule 10), so that the card and the inbox reach the family in one tap. Anyone else is a 404, exactly
     * as a member that does not exist.
     * @returns FamilyContacts
     * @throws ApiError
     */
    public static getFamilyContacts({
        memberId,
    }: {
        memberId: number,
    }): CancelablePromise<FamilyContacts> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Match/FamilyContacts/{memberId}',
            path: {
                'memberId': memberId,
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
     * Unblock a member
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static unblockMember({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/UnblockMember',
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
     * Add a member to the shortlist
     * Adding one already there changes nothing.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static addMemberToShortlist({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/AddMemberToShortlist',
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
     * Remove a member from the shortlist
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static removeMemberFromShortlist({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: MemberIdRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/RemoveMemberFromShortlist',
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
     * Report a member to the moderators
     * A reason is required; a member can report the same member once in 30 days (rule 30). The reporter is
     * told once a moderator has handled it.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static reportUserToAdmin({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ReportRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Match/ReportUserToAdmin',
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
