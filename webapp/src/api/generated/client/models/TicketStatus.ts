/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A support ticket: open, answered by a moderator, or closed (DECISIONS.md 33).
 */
export type TicketStatus = 'open' | 'answered' | 'closed';
