/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who a family manager is to the person whose profile they look after (rule 46). `volunteer` is the samaj
 * volunteer who entered the profile from a paper form (rule 49), never given in an invitation: they only edit,
 * until the person consents.
 */
export type FamilyRelation = 'father' | 'mother' | 'brother' | 'sister' | 'relative' | 'friend' | 'volunteer';
