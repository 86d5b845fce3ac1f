/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A moderators' queue on the moderator home.
 */
export type QueueKind = 'approval' | 'photos' | 'checks' | 'editRequests' | 'reports' | 'tickets' | 'enquiries';
