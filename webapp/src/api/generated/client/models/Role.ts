/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who an account is: a member, or a moderator (who never appears as a member).
 */
export type Role = 'member' | 'moderator';
