/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A village, with its taluka.
 */
export type Village = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    talukaId: number;
};

