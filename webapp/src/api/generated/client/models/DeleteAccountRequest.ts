/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Delete the account: the password, in the body (or the `password` query parameter).
 */
export type DeleteAccountRequest = {
    /**
     * The member's current password.
     */
    password: string;
};

