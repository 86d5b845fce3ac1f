/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A connection request as stored: sent and pending, then accepted, declined, cancelled by its sender (rule 9),
 * or expired after 14 days without a word (rule 42).
 */
export type RequestState = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';
