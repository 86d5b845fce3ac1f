/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A connection request as stored: sent and pending, then accepted, declined, or cancelled by its sender
 * (rule 9).
 */
export type RequestState = 'pending' | 'accepted' | 'declined' | 'cancelled';
