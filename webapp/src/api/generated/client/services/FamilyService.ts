/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AcceptRequest } from '../models/AcceptRequest';
import type { AnswerAskRequest } from '../models/AnswerAskRequest';
import type { AskRequest } from '../models/AskRequest';
import type { ConsentAnswer } from '../models/ConsentAnswer';
import type { ConsentCodeRequest } from '../models/ConsentCodeRequest';
import type { ConsentRequest } from '../models/ConsentRequest';
import type { ConsentState } from '../models/ConsentState';
import type { ContactAskState } from '../models/ContactAskState';
import type { ContactsRequest } from '../models/ContactsRequest';
import type { FamilyAnswer } from '../models/FamilyAnswer';
import type { FamilyManager } from '../models/FamilyManager';
import type { InviteRequest } from '../models/InviteRequest';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { OwnContacts } from '../models/OwnContacts';
import type { RightsRequest } from '../models/RightsRequest';
import type { SignInAnswer } from '../models/SignInAnswer';
import type { SwitchRequest } from '../models/SwitchRequest';
import type { UserInfo } from '../models/UserInfo';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class FamilyService {
    /**
     * The family
     * `managers`: those invited to look after the caller's own profile, or looking after it, with their rights (only
     * to the profile's person, never to a manager acting for it). `profiles`: the profiles the caller's account looks
     * after, the one the sign-in acts for marked. Every signed-in account but a moderator's.
     * @returns FamilyAnswer
     * @throws ApiError
     */
    public static getFamily(): CancelablePromise<FamilyAnswer> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Family',
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Invite a family member
     * E-mails a family member an invitation with a code (valid 7 days) to look after the caller's profile with
     * `rights`: `view` (matches, details, inbox, notifications), `requests` (send, answer and withdraw connection
     * requests; includes `view`), `edit` (the profile, photos, partner preferences). Never the account's password,
     * e-mail, deletion or the family itself. At most 3 invited or active; inviting an address again (after a minute)
     * sends a new code and sets the relation and rights anew. The profile's person only, at any status.
     * @returns FamilyManager
     * @throws ApiError
     */
    public static inviteFamilyMember({
        requestBody,
    }: {
        requestBody: InviteRequest,
    }): CancelablePromise<FamilyManager> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Invite',
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
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Change a manager's rights
     * The relation and the rights of one of the caller's managers (or invitations); they count from the manager's
     * next call. The profile's person only.
     * @returns FamilyManager
     * @throws ApiError
     */
    public static changeFamilyMember({
        managerId,
        requestBody,
    }: {
        managerId: number,
        requestBody: RightsRequest,
    }): CancelablePromise<FamilyManager> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Family/{managerId}',
            path: {
                'managerId': managerId,
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
     * Remove a manager
     * Removes one of the caller's managers, or an invitation. At once the manager can no longer act for the profile:
     * their sign-ins acting for it end and their open tabs receive `Logout`. The profile's person only.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static removeFamilyMember({
        managerId,
        acceptLanguage,
    }: {
        managerId: number,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/Family/{managerId}',
            path: {
                'managerId': managerId,
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
     * Accept an invitation
     * With the address invited and the code of the invitation, and either the password of the account that address
     * already has, or the names and a new password of an account made for it (an account that only looks after
     * profiles). Signs in acting for the profile: `user` is the profile, with `manager` saying who acts and with
     * which rights. A wrong code counts as any code's (five burn it).
     * @returns SignInAnswer
     * @throws ApiError
     */
    public static acceptFamilyInvitation({
        requestBody,
    }: {
        requestBody: AcceptRequest,
    }): CancelablePromise<SignInAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Accept',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                409: `Conflicts with existing data.`,
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
     * Switch profile
     * Makes the caller's sign-in act for a profile they look after (`memberId`), or for their own account (no
     * `memberId`), from the next call; answers the shell's user. Every open tab of the sign-in follows.
     * @returns UserInfo
     * @throws ApiError
     */
    public static switchFamilyProfile({
        requestBody,
    }: {
        requestBody: SwitchRequest,
    }): CancelablePromise<UserInfo> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Switch',
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
     * The person's consent
     * Whether the caller's profile waits for its person's consent (it was created by someone else: `createdBy` is
     * not `self`), where the code went, and when they agreed. Until they agree, the finished wizard does not reach
     * the moderators. The profile's account holder only, at any status.
     * @returns ConsentState
     * @throws ApiError
     */
    public static getFamilyConsent(): CancelablePromise<ConsentState> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Family/Consent',
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Give consent
     * The profile's person agrees, with their address and the code from their e-mail (no sign-in): it records when,
     * and which family members looked after the profile then; a finished profile goes to the moderators at once.
     * With `takeOver` and a new `password` they take the profile over alone: the account signs in with their address
     * from now on, every other sign-in ends and every family manager is removed; the answer then signs them in.
     * @returns ConsentAnswer
     * @throws ApiError
     */
    public static giveFamilyConsent({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ConsentRequest,
        acceptLanguage?: string,
    }): CancelablePromise<ConsentAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Consent',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                409: `Conflicts with existing data.`,
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
     * Ask the person for their consent
     * E-mails the profile's person, at their own address (never the account's), a code valid 7 days and a link to
     * the page where they agree or take the profile over. Again after a minute, a new code. The profile's account
     * holder only, or the volunteer entering it from a paper form (rule 49).
     * @returns ConsentState
     * @throws ApiError
     */
    public static sendFamilyConsentCode({
        requestBody,
    }: {
        requestBody: ConsentCodeRequest,
    }): CancelablePromise<ConsentState> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Consent/Code',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
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
     * The family's contacts
     * Up to five people of the member's family a connected member may call (name, relation, phone, WhatsApp), each
     * with when they see it, and the requests of connected members to see those kept until asked. The member, or a
     * family manager who may see the profile.
     * @returns OwnContacts
     * @throws ApiError
     */
    public static getOwnFamilyContacts(): CancelablePromise<OwnContacts> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Family/Contacts',
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Save the family's contacts
     * The whole list, in order, at most 5: each shown to a connected member once connected (`accepted`), once the
     * member approves their request (`on_request`), or `never`. Nobody who is not connected ever sees one. The
     * member, or a family manager who may edit the profile.
     * @returns OwnContacts
     * @throws ApiError
     */
    public static saveFamilyContacts({
        requestBody,
    }: {
        requestBody: ContactsRequest,
    }): CancelablePromise<OwnContacts> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Family/Contacts',
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
     * Ask to see more contacts
     * A member connected with `memberId` asks to see the contacts they keep until asked; the answer is the request's
     * state (asking again keeps the first request). Anyone not connected is a 404.
     * @returns ContactAskState
     * @throws ApiError
     */
    public static askFamilyContacts({
        requestBody,
    }: {
        requestBody: AskRequest,
    }): CancelablePromise<ContactAskState> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Contacts/Ask',
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
     * Answer a request for contacts
     * The member approves (`approve`: true) or declines a connected member's request to see the contacts kept until
     * asked.
     * @returns OwnContacts
     * @throws ApiError
     */
    public static answerFamilyContactsRequest({
        requestBody,
    }: {
        requestBody: AnswerAskRequest,
    }): CancelablePromise<OwnContacts> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Family/Contacts/Answer',
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
