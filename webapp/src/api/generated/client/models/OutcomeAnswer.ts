/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * After an answer: whether the caller is now engaged (both sides said so).
 */
export type OutcomeAnswer = {
    engaged: boolean;
    message: string;
};

