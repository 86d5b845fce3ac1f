/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookletContact } from './BookletContact';
export type ExportEventRegistration = {
    eventId: number;
    eventName: string;
    heldOn: string;
    eventNumber: number;
    showPhoto: boolean;
    contact: BookletContact;
    showIncome: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    registeredOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    withdrawnOn?: string | null;
    /**
     * The event numbers the member marked on the day, and those of them the member confirmed (rule 49); never the
     * marks others made.
     */
    marked: Array<number>;
    confirmed: Array<number>;
};

