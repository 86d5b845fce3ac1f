/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VouchRelation } from './VouchRelation';
import type { VouchStatus } from './VouchStatus';
/**
 * A word a volunteer gave, as their export lists it.
 */
export type VouchGiven = {
    /**
     * The member's public profile id.
     */
    profileId: string;
    relation: VouchRelation;
    words: string;
    status: VouchStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    givenOn: string;
};

