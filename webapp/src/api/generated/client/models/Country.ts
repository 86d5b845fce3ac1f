/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A country: `code` is the dialing code (`+91`), `shortName` the ISO 3166 alpha-2 code (`IN`).
 */
export type Country = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    /**
     * The name in the other language: pickers match it too, so that a name is found typed in either
     * script ("Anand" on a Gujarati page finds આણંદ).
     */
    otherName: string;
    code: string;
    shortName: string;
};

