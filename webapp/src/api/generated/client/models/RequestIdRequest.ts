/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A connection request, by its id.
 */
export type RequestIdRequest = {
    requestId: number;
};

