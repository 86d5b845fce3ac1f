/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `{"photoId"}`.
 */
export type PhotoDecision = {
    photoId: number;
};

