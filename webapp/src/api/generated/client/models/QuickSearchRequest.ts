/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Quick search by profile id.
 */
export type QuickSearchRequest = {
    /**
     * `PT` and six digits (trimmed and upper-cased first).
     */
    profileId: string;
};

