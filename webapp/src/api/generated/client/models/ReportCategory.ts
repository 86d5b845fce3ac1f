/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Why a member reports another (rule 30): chosen from a list, with optional words (required for `other`).
 * `fake_profile` and `asks_for_money` put the reported member at the top of the moderators' queue.
 */
export type ReportCategory = 'fake_profile' | 'asks_for_money' | 'married_already' | 'abusive' | 'other';
