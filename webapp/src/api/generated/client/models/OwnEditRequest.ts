/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EditRequestState } from './EditRequestState';
/**
 * One of the member's edit requests, as the profile shows it.
 */
export type OwnEditRequest = {
    requestId: number;
    requestTypeId: number;
    currentValue?: string | null;
    newValue: string;
    note: string;
    state: EditRequestState;
    /**
     * The moderator's reason for a decline.
     */
    reason?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    decidedOn?: string | null;
};

