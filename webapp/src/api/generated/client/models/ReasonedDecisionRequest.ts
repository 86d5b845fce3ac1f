/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A decision the member is told the reason of (ask for changes, suspend).
 */
export type ReasonedDecisionRequest = {
    memberId: number;
    /**
     * Shown to the member; 1 to 500 characters.
     */
    reason: string;
};

