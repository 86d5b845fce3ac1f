/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * When a member was last active, as others see it (rule 47b): hidden after three months of absence, or when the
 * member hides it.
 */
export type LastActive = 'today' | 'this_week' | 'this_month' | 'earlier';
