/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionOutcome } from './ConnectionOutcome';
export type ExportOutcome = {
    requestId: number;
    otherProfileId: string;
    outcome: ConnectionOutcome;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    answeredOn: string;
};

