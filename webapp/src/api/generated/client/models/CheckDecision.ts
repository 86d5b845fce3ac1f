/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `{"checkId"}`.
 */
export type CheckDecision = {
    checkId: number;
};

