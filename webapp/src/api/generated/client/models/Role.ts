/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who an account is: a member, a moderator (who never appears as a member), or a samaj volunteer who is not a
 * member (rule 45: a member may be appointed volunteer too, and stays a member).
 */
export type Role = 'member' | 'moderator' | 'volunteer' | 'family';
