/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a volunteer's word stands (rule 45): offered to the member, who accepts it (then it shows as the `samaj`
 * badge) or declines it; a moderator who withdraws the volunteer withdraws every word they gave.
 */
export type VouchStatus = 'offered' | 'accepted' | 'declined' | 'withdrawn';
