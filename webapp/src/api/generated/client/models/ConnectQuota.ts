/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The connect quota (rules 7 and 29): how many requests may still be sent now, and when the oldest request
 * of the last 24 hours stops counting (`null` when none counts).
 */
export type ConnectQuota = {
    /**
     * 0 to 5.
     */
    remaining: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    nextFreeAt?: string | null;
};

