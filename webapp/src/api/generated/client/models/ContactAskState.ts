/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A connected member's request to see the contacts kept until asked (rule 46).
 */
export type ContactAskState = 'pending' | 'approved' | 'declined';
