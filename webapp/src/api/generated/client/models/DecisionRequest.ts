/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A decision without a reason (approve, lift a suspension).
 */
export type DecisionRequest = {
    memberId: number;
};

