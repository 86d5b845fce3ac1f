/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommitteeMember } from './CommitteeMember';
import type { EventFor } from './EventFor';
/**
 * `POST /api/Admin/Events` and `PUT /api/Admin/Events/{eventId}`: an event as its organisers set it.
 */
export type EventRequest = {
    /**
     * An event's name in one language.
     */
    nameGu: string;
    /**
     * An event's name in one language.
     */
    nameEn: string;
    /**
     * The day of the event; not before today.
     */
    heldOn: string;
    /**
     * An event's venue, fee note or contact, or a committee member's name or role.
     */
    venue: string;
    /**
     * The village it is organised for (reference list `village`), or its gol (`gol`). A volunteer's event names one
     * they serve; a moderator's may name neither (the whole samaj).
     */
    villageId?: number | null;
    golId?: number | null;
    /**
     * The organising committee, at most 12.
     */
    committee: Array<CommitteeMember>;
    /**
     * Registration opens on this day,
     */
    opensOn: string;
    /**
     * and closes at the end of this one: not before `opensOn`, not after `heldOn`.
     */
    closesOn: string;
    /**
     * The youngest and oldest who may register, on the day of the event (absent: any adult).
     */
    minAge?: number | null;
    /**
     * An age bound of a partner preference or a search, in years.
     */
    maxAge?: number | null;
    openTo: EventFor;
    /**
     * Communities (a parent means all its sub-communities), gols and marital statuses (1 never married, 2 widowed,
     * 3 divorced, 4 awaiting divorce) who may register: empty means any.
     */
    communityIds: Array<number>;
    golIds: Array<number>;
    maritalStatuses: Array<number>;
    /**
     * How many may register for an event.
     */
    capacity: number;
    /**
     * What registration costs and how it is paid, in the organisers' words.
     */
    feeNote?: string | null;
    /**
     * Whom to ask: a name and a phone number.
     */
    contact: string;
};

