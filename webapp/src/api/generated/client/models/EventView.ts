/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommitteeMember } from './CommitteeMember';
import type { EventFor } from './EventFor';
import type { EventRegistration } from './EventRegistration';
import type { EventStanding } from './EventStanding';
/**
 * An event, for a member or its organisers.
 */
export type EventView = {
    eventId: number;
    /**
     * The name in the caller's language.
     */
    name: string;
    nameGu: string;
    nameEn: string;
    heldOn: string;
    venue: string;
    villageId?: number | null;
    golId?: number | null;
    /**
     * The village or gol it is organised for, named in the caller's language.
     */
    place?: string | null;
    committee: Array<CommitteeMember>;
    opensOn: string;
    closesOn: string;
    minAge?: number | null;
    maxAge?: number | null;
    openTo: EventFor;
    communityIds: Array<number>;
    golIds: Array<number>;
    maritalStatuses: Array<number>;
    capacity: number;
    /**
     * How many are registered now.
     */
    registered: number;
    /**
     * For its organisers: the pairs who marked each other on the day, and the connections made of them.
     */
    mutualPairs?: number | null;
    connections?: number | null;
    feeNote?: string | null;
    contact: string;
    /**
     * Where the caller stands: registered, or why they may or may not register. For organisers, as for a member
     * who may register: `open`, `not_yet_open`, `closed` or `full`.
     */
    standing: EventStanding;
    /**
     * The caller's own registration, while registered.
     */
    registration?: EventRegistration | null;
    /**
     * When its organisers cancelled it (`standing` is then `cancelled` for everyone), and why in their words.
     */
    cancelledOn?: string | null;
    cancelReason?: string | null;
};

