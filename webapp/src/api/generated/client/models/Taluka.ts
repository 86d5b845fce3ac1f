/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A taluka (sub-district).
 */
export type Taluka = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    districtId: number;
};

