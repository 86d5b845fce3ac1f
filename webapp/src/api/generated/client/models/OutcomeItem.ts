/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionOutcome } from './ConnectionOutcome';
/**
 * One of the caller's connections they are asked about (rule 48): accepted 14 days ago or more.
 */
export type OutcomeItem = {
    requestId: number;
    memberId: number;
    name: string;
    profileId: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    connectedOn: string;
    /**
     * The caller's own answer; the other side's is never given.
     */
    outcome?: ConnectionOutcome | null;
};

