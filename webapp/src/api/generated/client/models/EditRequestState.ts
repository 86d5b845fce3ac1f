/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A member's request to change their name, birth date or gender (document 001 section 4, rule 22).
 */
export type EditRequestState = 'pending' | 'approved' | 'declined';
