/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An education (degree).
 */
export type Education = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
};

