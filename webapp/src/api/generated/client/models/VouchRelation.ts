/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * How a samaj volunteer knows the family they vouch for (rule 45).
 */
export type VouchRelation = 'relative' | 'neighbour' | 'samaj_work' | 'family_friend' | 'other';
