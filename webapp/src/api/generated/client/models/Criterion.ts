/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MatchCriterion } from './MatchCriterion';
/**
 * One criterion of the explanation.
 */
export type Criterion = {
    criterion: MatchCriterion;
    /**
     * The stated preference, in the request's language.
     */
    label: string;
    /**
     * Met, missed, or `null` when the profile does not say.
     */
    met?: boolean | null;
};

