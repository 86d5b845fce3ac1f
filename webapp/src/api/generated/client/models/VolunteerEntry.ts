/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NamedPlace } from './NamedPlace';
/**
 * A volunteer as the moderators see them (`GET /api/Admin/Volunteers`).
 */
export type VolunteerEntry = {
    /**
     * The volunteer's account: the id to withdraw them by.
     */
    accountId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    email: string;
    /**
     * A member appointed volunteer; false for an account of its own with the volunteer role.
     */
    isMember: boolean;
    villages: Array<NamedPlace>;
    gol?: NamedPlace | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    appointedOn: string;
    /**
     * When a moderator withdrew them, with every word they gave.
     */
    withdrawnOn?: string | null;
    /**
     * The words they gave that members accepted and still stand.
     */
    acceptedVouches: number;
};

