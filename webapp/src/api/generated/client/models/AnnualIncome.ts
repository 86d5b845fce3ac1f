/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An annual income bracket in rupees; `maxRupees` is absent for the top bracket.
 */
export type AnnualIncome = {
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
    minRupees: number;
    maxRupees?: number | null;
};

