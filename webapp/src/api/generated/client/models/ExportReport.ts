/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportOutcome } from './ReportOutcome';
export type ExportReport = {
    reportedProfileId: string;
    reason: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * What the moderators did, once handled.
     */
    outcome?: ReportOutcome | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    handledOn?: string | null;
};

