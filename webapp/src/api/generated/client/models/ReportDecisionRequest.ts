/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportOutcome } from './ReportOutcome';
/**
 * What a moderator does about the open reports on a member: dismiss them, warn the member or suspend them. Warn and
 * suspend need the reason the member is told (1 to 500 characters).
 */
export type ReportDecisionRequest = {
    memberId: number;
    outcome: ReportOutcome;
    /**
     * A note: edit-request note, moderator reason.
     */
    reason?: string | null;
};

