/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One report about a member.
 */
export type ReportItem = {
    reportId: number;
    reporterId: number;
    reporterProfileId: string;
    reporterName: string;
    reason: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

