/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The member's language (rule 43): `gu` or `en`, for the e-mails, pushes, bio-data and texts the server writes on
 * its own from now on.
 */
export type LanguageRequest = {
    /**
     * A language: gu (Gujarati, the default) or en (English).
     */
    language: 'gu' | 'en';
};

