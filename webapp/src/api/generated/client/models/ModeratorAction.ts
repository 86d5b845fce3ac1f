/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A moderator's decision on a profile, as the audit log names it.
 */
export type ModeratorAction = 'approve' | 'request_changes' | 'suspend' | 'lift_suspension';
