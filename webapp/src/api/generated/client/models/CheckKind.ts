/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What a moderator checks for a badge (rule 44): an identity document, or a photo in a given pose.
 */
export type CheckKind = 'id' | 'photo';
