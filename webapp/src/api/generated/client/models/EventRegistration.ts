/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookletContact } from './BookletContact';
/**
 * The caller's registration for an event.
 */
export type EventRegistration = {
    eventNumber: number;
    showPhoto: boolean;
    contact: BookletContact;
    showIncome: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    registeredOn: string;
};

