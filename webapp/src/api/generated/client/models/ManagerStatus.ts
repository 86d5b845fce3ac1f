/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a family manager stands (rule 46): invited (a code was sent, not yet used) or active.
 */
export type ManagerStatus = 'invited' | 'active';
