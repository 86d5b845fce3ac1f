/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookletContact } from './BookletContact';
import type { PaperEntry } from './PaperEntry';
/**
 * A registrant, as the organisers' desk lists them: less than a member's card (no photo, no contact).
 */
export type EventRegistrant = {
    eventNumber: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * On the day of the event.
     */
    age?: number | null;
    /**
     * True for a bride, false for a groom.
     */
    bride: boolean;
    /**
     * The native village, else the gol, named in the caller's language.
     */
    place?: string | null;
    showPhoto: boolean;
    contact: BookletContact;
    showIncome: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    registeredOn: string;
    /**
     * Withdrawn registrants keep their number, listed after the others.
     */
    withdrawn: boolean;
    /**
     * A registrant a volunteer entered from a paper form: where the profile stands.
     */
    paper?: PaperEntry | null;
};

