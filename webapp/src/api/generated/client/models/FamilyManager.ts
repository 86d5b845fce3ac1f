/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRelation } from './FamilyRelation';
import type { FamilyRight } from './FamilyRight';
import type { ManagerStatus } from './ManagerStatus';
/**
 * One family member looking after the caller's profile.
 */
export type FamilyManager = {
    /**
     * The id `PUT` and `DELETE /api/Family/{managerId}` take.
     */
    managerId: number;
    email: string;
    relation: FamilyRelation;
    rights: Array<FamilyRight>;
    status: ManagerStatus;
    /**
     * Their name, once they accepted.
     */
    name?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    invitedOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    acceptedOn?: string | null;
    /**
     * While invited: until when the code is good (`null` once it expired or was burnt: invite again).
     */
    codeValidUntil?: string | null;
};

