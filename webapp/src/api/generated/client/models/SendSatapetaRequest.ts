/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Asks for the code: the sibling's profile id and birth date.
 */
export type SendSatapetaRequest = {
    /**
     * A public profile id such as PT104233 (trimmed and upper-cased first).
     */
    siblingProfileId: string;
    /**
     * `YYYY-MM-DD`; the sibling is 18 or more.
     */
    siblingBirthDate: string;
};

