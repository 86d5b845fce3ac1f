/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportCategory } from './ReportCategory';
import type { ReportOutcome } from './ReportOutcome';
export type ExportReport = {
    reportedProfileId: string;
    /**
     * Why, from the list; absent for a report made without one.
     */
    category?: ReportCategory | null;
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

