/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A support ticket: open, answered by a moderator, or closed (rule 33).
 */
export type TicketStatus = 'open' | 'answered' | 'closed';
