/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditAction } from './AuditAction';
export type ExportModeratorView = {
    /**
     * What the moderator looked at: `view_member`, the whole profile with the contacts.
     */
    action: AuditAction;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    at: string;
};

