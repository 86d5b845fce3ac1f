/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a member stands with an event's registration (rule 49).
 */
export type EventStanding = 'registered' | 'open' | 'not_yet_open' | 'closed' | 'full' | 'not_eligible' | 'cancelled';
