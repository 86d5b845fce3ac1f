/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Whom an event is for (rule 49): brides, grooms, or both.
 */
export type EventFor = 'both' | 'brides' | 'grooms';
