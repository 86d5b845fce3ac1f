/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EventCancelRequest } from '../models/EventCancelRequest';
import type { EventDay } from '../models/EventDay';
import type { EventList } from '../models/EventList';
import type { EventNumberRequest } from '../models/EventNumberRequest';
import type { EventRegisterRequest } from '../models/EventRegisterRequest';
import type { EventRegistrant } from '../models/EventRegistrant';
import type { EventRequest } from '../models/EventRequest';
import type { EventView } from '../models/EventView';
import type { MutualPair } from '../models/MutualPair';
import type { PaperEntry } from '../models/PaperEntry';
import type { PaperFormAnswer } from '../models/PaperFormAnswer';
import type { PaperFormRequest } from '../models/PaperFormRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class EventService {
    /**
     * Events the member may join
     * Events from a week ago on, soonest first: those the member may register for (open, not yet open, or full)
     * and those they registered for, each with `standing` and the member's own `registration`. Approved members,
     * and family managers with `view`.
     * @returns EventView
     * @throws ApiError
     */
    public static getEvents({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<Array<EventView>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Event',
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
     * One event
     * Any event from a week ago on, with where the member stands: `registered`, `open`, `not_yet_open`, `closed`,
     * `full` or `not_eligible`. 404 for an older or unknown event.
     * @returns EventView
     * @throws ApiError
     */
    public static getEvent({
        eventId,
        acceptLanguage,
    }: {
        eventId: number,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Event/{eventId}',
            path: {
                'eventId': eventId,
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
     * Register for an event
     * While registration is open, for an event the profile may join (age on the day, bride or groom, community,
     * gol, marital status) with a place left: the member gets the next event number and chooses what the booklet
     * shows (`showPhoto`, `contact`: `family` or only the organisers' `desk`, `showIncome`). Registering again
     * changes those choices and keeps the number; so does registering again after withdrawing. Places are counted
     * one registration at a time. 422 `registration_closed`, `not_eligible`, `event_full`. The member, or a family
     * manager with `edit`.
     * @returns EventView
     * @throws ApiError
     */
    public static registerForEvent({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventRegisterRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Event/{eventId}/Register',
            path: {
                'eventId': eventId,
            },
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
     * Withdraw from an event
     * Until registration closes; the place is freed and the event number stays the member's. 422 `not_registered`,
     * `registration_closed`.
     * @returns EventView
     * @throws ApiError
     */
    public static withdrawFromEvent({
        eventId,
        acceptLanguage,
    }: {
        eventId: number,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Event/{eventId}/Withdraw',
            path: {
                'eventId': eventId,
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
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * The event's booklet
     * The parichay pustika as an A4 PDF in `lang` (`gu` or `en`; the request's language when absent): a cover with
     * the event, its day, venue and committee; an index of the registrants, brides then grooms, each by age, with
     * their event numbers and pages; then two registrants a page with what each chose to show (the photo, the
     * family's phone or only the organisers' desk, the income); the organisers' contact and the page number on every
     * page. For the event's organisers and for the members registered for it; 404 for anyone else.
     * @returns binary A4; `Content-Disposition` names the file `booklet-{eventId}-{lang}.pdf`.
     * @throws ApiError
     */
    public static getEventBooklet({
        eventId,
        acceptLanguage,
        lang,
    }: {
        eventId: number,
        acceptLanguage?: string,
        lang?: 'gu' | 'en',
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Event/{eventId}/Booklet',
            path: {
                'eventId': eventId,
            },
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'lang': lang,
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
     * The member's day page
     * The member's own event number and their marks, by event number, each with the registrant's name, age on the
     * day and village (as the booklet shows them), `mutual` once the other marked the member too, `confirmed` once
     * the member confirmed it, and `connectedMemberId` once both did. `markingOpen` on the event's day;
     * `confirmingOpen` from the day until a week after. A mark is never shown to the one marked until it is mutual;
     * a block either way keeps a pair from being mutual. 422 `not_registered`.
     * @returns EventDay
     * @throws ApiError
     */
    public static getEventDay({
        eventId,
        acceptLanguage,
    }: {
        eventId: number,
        acceptLanguage?: string,
    }): CancelablePromise<EventDay> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Event/{eventId}/Interest',
            path: {
                'eventId': eventId,
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
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Mark interest in a registrant
     * On the event's day, a registered member marks the registrant holding `eventNumber`, one of the other side
     * (422 `not_a_candidate` for a number no bride or groom for them holds, or their own; `marking_closed` on
     * another day). Marking again changes nothing. When the other marked the member too, both are told
     * (`event_mutual`). Answers the day page.
     * @returns EventDay
     * @throws ApiError
     */
    public static markInterest({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventNumberRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventDay> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Event/{eventId}/Interest',
            path: {
                'eventId': eventId,
            },
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
     * Take a mark back
     * On the event's day, unless the member confirmed it (422 `already_confirmed`); a number the member did not
     * mark changes nothing. Answers the day page.
     * @returns EventDay
     * @throws ApiError
     */
    public static removeInterest({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventNumberRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventDay> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Event/{eventId}/Interest/Remove',
            path: {
                'eventId': eventId,
            },
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
     * Confirm a mutual mark
     * From the event's day until a week after (422 `confirming_closed`), each side of a mutual mark confirms once
     * (422 `not_mutual` otherwise; confirming again changes nothing). The second confirmation connects the two: an
     * accepted connection outside the daily connect quota (a request still pending between them is accepted
     * instead), and both are told. Answers the day page.
     * @returns EventDay
     * @throws ApiError
     */
    public static confirmInterest({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventNumberRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventDay> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Event/{eventId}/Interest/Confirm',
            path: {
                'eventId': eventId,
            },
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
     * The events the caller organises
     * Every event for a moderator; for a volunteer, the events of the villages and the gol they serve. Latest day
     * first, 20 a page, with how many registered. 403 `not_volunteer` for anyone else.
     * @returns EventList
     * @throws ApiError
     */
    public static getOrganisedEvents({
        acceptLanguage,
        pageIndex = 1,
    }: {
        acceptLanguage?: string,
        pageIndex?: number,
    }): CancelablePromise<EventList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Events',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'pageIndex': pageIndex,
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
     * Create an event
     * Names in both languages, the day (today or later), venue, the village or gol it is for (a volunteer's names
     * one they serve: 422 `event_not_your_village`), the committee (at most 12), the registration window (closing
     * on or before the day), eligibility (ages, `openTo`, communities, gols, marital statuses; empty lists mean
     * any), capacity (1 to 2,000), a fee note and a contact. In the audit log.
     * @returns EventView
     * @throws ApiError
     */
    public static createEvent({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: EventRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Events',
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
     * One event the caller organises
     * @returns EventView
     * @throws ApiError
     */
    public static getOrganisedEvent({
        eventId,
        acceptLanguage,
    }: {
        eventId: number,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Events/{eventId}',
            path: {
                'eventId': eventId,
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
     * Change an event
     * As creating; a day already passed may stay as it is, and the capacity may not fall below the registrations
     * (422 `capacity_below_registrations`). In the audit log with what it was before.
     * @returns EventView
     * @throws ApiError
     */
    public static updateEvent({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Admin/Events/{eventId}',
            path: {
                'eventId': eventId,
            },
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
     * Cancel an event
     * Up to and on its day (422 `event_date_passed` after it; `event_cancelled` when it is already), with the reason
     * in the organisers' words (1 to 300 characters). Registration, withdrawal and the day's marks stop (422
     * `event_cancelled`), the event cannot be changed any more, and every registrant is told in their language
     * (`event_cancelled`, with the reason); members see it `cancelled` while registered for it, and nobody else sees
     * it listed. In the audit log (`cancel_event`).
     * @returns EventView
     * @throws ApiError
     */
    public static cancelEvent({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: EventCancelRequest,
        acceptLanguage?: string,
    }): CancelablePromise<EventView> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Events/{eventId}/Cancel',
            path: {
                'eventId': eventId,
            },
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
     * Register a family from its paper form
     * For a volunteer organising the event, for a family that is not online (rule 49): creates the family's
     * account (its address and mobile; a password nobody knows, which the family chooses through "Forgot
     * password", as the e-mail sent to the address says), the person's profile as one someone else created
     * (`createdBy`, with their names, gender and birth date), and the registration with the event's next number
     * and the booklet's choices. The volunteer then enters the rest in the wizard, acting for the profile
     * (`POST /api/Family/Switch` with `memberId`) with the right to edit alone, and may send the person the code of
     * their consent (`POST /api/Family/Consent/Code`); the person's consent ends the volunteer's standing. Like any
     * profile someone else created, it reaches the moderators only with that consent, and the booklet only once
     * approved. The organisers' registrant list shows its stage (`paper`). In the audit log (`enter_paper_form`).
     * @returns PaperFormAnswer
     * @throws ApiError
     */
    public static enterPaperForm({
        eventId,
        requestBody,
        acceptLanguage,
    }: {
        eventId: number,
        requestBody: PaperFormRequest,
        acceptLanguage?: string,
    }): CancelablePromise<PaperFormAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Events/{eventId}/PaperForms',
            path: {
                'eventId': eventId,
            },
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
     * Send the person's consent signed on paper
     * For the volunteer who entered the registrant from a paper form (rule 49), until the person consents: the photo
     * of the paper form on which the person signed their agreement to the profile (one JPEG or PNG, at most 10 MiB
     * and 40 megapixels). It waits in the moderators' verification queue (kind `consent`), beside the profile; a
     * moderator's acceptance records the consent as a code would (a finished profile then goes for approval), a
     * refusal deletes the photo and gives the reason. Answers the registrant's `paper` entry.
     * @returns PaperEntry
     * @throws ApiError
     */
    public static sendPaperConsent({
        eventId,
        memberId,
        formData,
    }: {
        eventId: number,
        memberId: number,
        formData: {
            /**
             * One JPEG or PNG, at most 10 MiB and 40 megapixels.
             */
            image: Blob;
        },
    }): CancelablePromise<PaperEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Admin/Events/{eventId}/PaperForms/{memberId}/Consent',
            path: {
                'eventId': eventId,
                'memberId': memberId,
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
     * The registrants as a spreadsheet
     * For its organisers' desk, in `lang` (`gu` or `en`; the request's language when absent): one row per
     * registrant the booklet carries, by event number, with the booklet's fields in columns (number, name, bride or
     * groom, age, height, marital status, education, occupation, native place, gol, parents, brothers, sisters,
     * income, contact, photo in the booklet), each only as the registrant chose to show it: the income and the
     * family's phone are empty when not chosen. CSV in UTF-8 with a byte order mark.
     * @returns binary CSV in UTF-8 with a byte order mark; `Content-Disposition` names the file `registrants-{eventId}-{lang}.csv`.
     * @throws ApiError
     */
    public static getEventSpreadsheet({
        eventId,
        acceptLanguage,
        lang,
    }: {
        eventId: number,
        acceptLanguage?: string,
        lang?: 'gu' | 'en',
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Events/{eventId}/Spreadsheet',
            path: {
                'eventId': eventId,
            },
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'lang': lang,
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
     * The mutual marks of an event
     * For its organisers' desk, so they can arrange a meeting on the spot: each pair who marked each other (a
     * block either way leaves a pair out), bride and groom with their event numbers, names and profile ids, when the
     * second mark was made (latest first), and whether both confirmed the connection.
     * @returns MutualPair
     * @throws ApiError
     */
    public static getEventMutualMarks({
        eventId,
    }: {
        eventId: number,
    }): CancelablePromise<Array<MutualPair>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Events/{eventId}/Mutual',
            path: {
                'eventId': eventId,
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
     * The registrants of an event
     * For its organisers' desk, by event number (those who withdrew last, keeping theirs): name, profile id, age on
     * the day, bride or groom, village, and what each chose for the booklet. Never a photo or a contact.
     * @returns EventRegistrant
     * @throws ApiError
     */
    public static getEventRegistrants({
        eventId,
        acceptLanguage,
    }: {
        eventId: number,
        acceptLanguage?: string,
    }): CancelablePromise<Array<EventRegistrant>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Admin/Events/{eventId}/Registrations',
            path: {
                'eventId': eventId,
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
}
