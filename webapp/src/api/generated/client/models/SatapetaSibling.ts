/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The other profile of a satapeta link (or of a pending code).
 */
export type SatapetaSibling = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
};

