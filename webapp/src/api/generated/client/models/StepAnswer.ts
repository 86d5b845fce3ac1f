/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The answer of a saved step.
 */
export type StepAnswer = {
    wizardStep: number;
    message: string;
};

