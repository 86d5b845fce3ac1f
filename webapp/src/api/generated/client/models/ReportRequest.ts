/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A report about a member: the reason is required (1 to 2000 characters).
 */
export type ReportRequest = {
    memberId: number;
    /**
     * The text of a report about a member.
     */
    reason: string;
};

