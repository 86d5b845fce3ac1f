/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One side of a mutual pair, at the organisers' desk.
 */
export type PairSide = {
    eventNumber: number;
    firstName: string;
    lastName: string;
    profileId: string;
};

