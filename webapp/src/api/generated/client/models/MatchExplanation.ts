/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Criterion } from './Criterion';
/**
 * Why a member is (or is not) a match, both ways (rules 5 and 26). Never a bare percentage.
 */
export type MatchExplanation = {
    /**
     * The share of the stated preferences (both ways) that are met, 0 to 100; criteria the profiles do not fill
     * are left out of it.
     */
    score: number;
    /**
     * Each of the caller's stated preferences, and whether this member meets it.
     */
    mine: Array<Criterion>;
    /**
     * Each of this member's stated preferences, and whether the caller meets it.
     */
    theirs: Array<Criterion>;
};

