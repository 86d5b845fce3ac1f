/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An edit request awaiting a moderator.
 */
export type EditRequestItem = {
    requestId: number;
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    requestTypeId: number;
    /**
     * The request type's name in the request's language.
     */
    requestType: string;
    currentValue?: string | null;
    newValue: string;
    note: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

