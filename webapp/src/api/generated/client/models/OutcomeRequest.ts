/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionOutcome } from './ConnectionOutcome';
/**
 * The caller's own answer about one of their connections (rule 48).
 */
export type OutcomeRequest = {
    requestId: number;
    outcome: ConnectionOutcome;
};

