/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A request sent: its id, and the quota after it.
 */
export type SendRequestAnswer = {
    requestId: number;
    remaining: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    nextFreeAt?: string | null;
};

