/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a moderator does about the open reports on a member (rule 30): dismiss them, warn the member, or
 * suspend the member (profile status 5).
 */
export type ReportOutcome = 'dismiss' | 'warn' | 'suspend';
