/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The relation an invitation gives a family manager (rule 46): every [`FamilyRelation`] but `volunteer`, which
 * only a volunteer's paper form gives (rule 49).
 */
export type InvitedRelation = 'father' | 'mother' | 'brother' | 'sister' | 'relative' | 'friend';
