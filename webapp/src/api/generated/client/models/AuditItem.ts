/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditAction } from './AuditAction';
export type AuditItem = {
    id: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    at: string;
    moderator: string;
    action: AuditAction;
    memberId: number;
    profileId: string;
    /**
     * JSON of the state before.
     */
    before: string;
    /**
     * JSON of the state after.
     */
    after: string;
    reason?: string | null;
};

