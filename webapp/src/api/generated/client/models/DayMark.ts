/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One of the caller's marks on the day page: the registrant as the booklet shows them to every registrant.
 */
export type DayMark = {
    eventNumber: number;
    firstName: string;
    lastName: string;
    /**
     * On the day of the event.
     */
    age?: number | null;
    /**
     * The native village, else the gol, named in the caller's language.
     */
    place?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    markedAt: string;
    /**
     * The other marked the caller too (never shown before).
     */
    mutual: boolean;
    /**
     * The caller confirmed this mutual mark as a connection.
     */
    confirmed: boolean;
    /**
     * Both confirmed: the two are connected; the member's id opens their profile.
     */
    connectedMemberId?: number | null;
};

