/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The other profile of a satapeta link (or of a pending code). While the code is pending the sibling is named by
 * the profile id the member typed only: their name shows once the code has proved the link.
 */
export type SatapetaSibling = {
    /**
     * Null while the code is pending.
     */
    memberId?: number | null;
    profileId: string;
    /**
     * Null while the code is pending.
     */
    firstName?: string | null;
    /**
     * Null while the code is pending.
     */
    lastName?: string | null;
};

