/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * How an accepted connection went, as one side says it (rule 48): seen by nobody else.
 */
export type ConnectionOutcome = 'still_talking' | 'met_family' | 'engaged' | 'not_going_ahead';
