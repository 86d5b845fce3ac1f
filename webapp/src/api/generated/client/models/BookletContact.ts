/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * How a registrant may be reached through the booklet (rule 49): the family's own phone, or only through the
 * organisers' desk.
 */
export type BookletContact = 'family' | 'desk';
