/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The member's privacy choices (rule 47); saving them counts as choosing, so private mode is no longer offered.
 */
export type PrivacyRequest = {
    privateMode: boolean;
    browseInvisibly: boolean;
    /**
     * Absent: kept as it is.
     */
    hideLastActive?: boolean | null;
};

