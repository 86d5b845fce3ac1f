/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Accept or decline a volunteer's word.
 */
export type VouchAnswer = {
    vouchId: number;
};

