/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A community: the two parents (1 Kadva Patidar, 2 Leva Patidar) have no parent; sub-communities name theirs.
 */
export type Community = {
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
     * Absent for the two parent communities.
     */
    parentCommunityId?: number | null;
};

