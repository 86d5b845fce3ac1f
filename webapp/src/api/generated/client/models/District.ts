/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A district.
 */
export type District = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    stateId: number;
};

