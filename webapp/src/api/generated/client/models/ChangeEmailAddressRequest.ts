/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Change the e-mail: the new address and the password; a code goes to the new address.
 */
export type ChangeEmailAddressRequest = {
    /**
     * The new address.
     */
    email: string;
    /**
     * The member's current password.
     */
    password: string;
};

