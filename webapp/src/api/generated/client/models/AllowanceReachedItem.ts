/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Allowance } from './Allowance';
/**
 * A member who reached a daily allowance (rule A1).
 */
export type AllowanceReachedItem = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * Which allowance: `member_details`, `cards` or `bio_data`.
     */
    kind: Allowance;
    /**
     * On how many days it was reached: a refusal more than a day after the last one begins another.
     */
    times: number;
    /**
     * How many requests were refused in all.
     */
    refused: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    firstReachedAt: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    lastRefusedAt: string;
};

