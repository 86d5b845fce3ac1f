/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A state, province or union territory.
 */
export type State = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    countryId: number;
};

