/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Confirm the new e-mail with the code sent to it.
 */
export type VerifyEmailAddressRequest = {
    /**
     * The new address, as sent to `ChangeEmailAddress`.
     */
    email: string;
    /**
     * A one-time code: exactly 6 digits.
     */
    otp: string;
};

