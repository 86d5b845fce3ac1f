/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Why a request was declined, as its receiver may note it privately (rule 47a): the sender never sees it.
 */
export type DeclineReason = 'family_decided' | 'location' | 'community' | 'education_work' | 'age_height' | 'not_ready' | 'other';
