/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A village or a gol of the reference lists, named in the request's language.
 */
export type NamedPlace = {
    id: number;
    name: string;
};

