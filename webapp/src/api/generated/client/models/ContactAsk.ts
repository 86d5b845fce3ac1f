/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactAskState } from './ContactAskState';
/**
 * A connected member's request to see the contacts kept until asked.
 */
export type ContactAsk = {
    /**
     * The id `POST /api/Family/Contacts/Answer` takes.
     */
    askId: number;
    /**
     * The member who asks, as their card names them.
     */
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    status: ContactAskState;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    askedOn: string;
};

