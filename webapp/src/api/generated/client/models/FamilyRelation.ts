/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who a family manager is to the person whose profile they look after (rule 46).
 */
export type FamilyRelation = 'father' | 'mother' | 'brother' | 'sister' | 'relative' | 'friend';
