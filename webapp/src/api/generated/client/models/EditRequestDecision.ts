/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `{"requestId"}`.
 */
export type EditRequestDecision = {
    requestId: number;
};

