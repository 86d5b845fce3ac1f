/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The daily allowances that stop one account from copying the community's profiles (rule A1): distinct member
 * details opened, cards listed by the match lists and searches, and bio-data downloaded, per rolling day.
 */
export type Allowance = 'member_details' | 'cards' | 'bio_data';
