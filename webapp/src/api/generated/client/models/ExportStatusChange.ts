/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
export type ExportStatusChange = {
    fromStatus: ProfileStatus;
    toStatus: ProfileStatus;
    reason?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    at: string;
};

