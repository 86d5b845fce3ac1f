/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who a family contact is to the member (rule 46): shown to connections instead of only the parents' phones.
 */
export type ContactRelation = 'father' | 'mother' | 'brother' | 'sister' | 'uncle' | 'aunt' | 'relative';
