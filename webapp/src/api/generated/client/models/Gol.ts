/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A gol, the marriage circle of villages of one parent community (rule 52).
 */
export type Gol = {
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
    /**
     * 1 Kadva Patidar, 2 Leva Patidar; absent for "no gol" and "don't know", offered to every member.
     */
    parentCommunityId?: number | null;
};

