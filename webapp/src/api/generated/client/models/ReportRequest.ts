/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportCategory } from './ReportCategory';
/**
 * A report about a member (rule 30): why, from the list, and in the reporter's words; and whether to block them in
 * the same step.
 */
export type ReportRequest = {
    memberId: number;
    /**
     * Why, from the list; absent reads as `other`. `fake_profile` and `asks_for_money` reach the top of the
     * moderators' queue.
     */
    category?: ReportCategory | null;
    /**
     * The reporter's words, 1 to 2000 characters once trimmed: required for `other` (or without a category),
     * optional with another category.
     */
    reason?: string | null;
    /**
     * Block the member too, in the same step (rule 8: at most 20 blocks; 422 `block_limit_reached` saves nothing).
     */
    block?: boolean | null;
};

