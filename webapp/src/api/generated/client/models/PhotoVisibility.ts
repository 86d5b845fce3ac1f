/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who sees a member's photos (rule 27): every approved member, or only members whose connection the
 * member accepted; the others get a blurred image made by the server.
 */
export type PhotoVisibility = 'all' | 'connections';
