/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RequestState } from './RequestState';
export type ExportRequest = {
    requestId: number;
    /**
     * `sent` or `received`.
     */
    direction: string;
    otherProfileId: string;
    status: RequestState;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    decidedOn?: string | null;
};

