/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModeratorAction } from './ModeratorAction';
export type AuditItem = {
    id: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    at: string;
    moderator: string;
    action: ModeratorAction;
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
    reason?: string;
};

