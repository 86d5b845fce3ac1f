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
    /**
     * The member the action was about; 0 for an action about no member (the popup, a visitor's enquiry).
     */
    memberId: number;
    /**
     * The member's profile id; empty for an action about no member.
     */
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

