/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OutcomeItem } from './OutcomeItem';
/**
 * The caller's connections they are asked about, newest first (at most 50), and whether the caller is engaged.
 */
export type OutcomeList = {
    result: Array<OutcomeItem>;
    /**
     * Both sides of one of the caller's connections said engaged: the caller has left every list.
     */
    engaged: boolean;
};

