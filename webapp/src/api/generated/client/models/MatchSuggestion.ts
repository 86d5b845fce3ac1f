/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MatchCriterion } from './MatchCriterion';
/**
 * What loosening one of the caller's preferences would bring, when My matches finds fewer than 10.
 */
export type MatchSuggestion = {
    criterion: MatchCriterion;
    /**
     * The preference as stated, in the request's language.
     */
    label: string;
    /**
     * How many more members My matches would list without it (counted up to 1000).
     */
    additional: number;
};

