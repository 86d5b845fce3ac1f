/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportCategory } from './ReportCategory';
/**
 * One report about a member.
 */
export type ReportItem = {
    reportId: number;
    reporterId: number;
    reporterProfileId: string;
    reporterName: string;
    /**
     * Why, from the list; `other` for a report made without one.
     */
    category: ReportCategory;
    /**
     * The reporter's words; empty when they chose a category and wrote nothing.
     */
    reason: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

