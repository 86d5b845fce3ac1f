/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Send a code by SMS to a mobile number: the member's own, or a new one (which then needs the password).
 */
export type PhoneCodeRequest = {
    /**
     * Dialing code with plus, e.g. `+91`.
     */
    countryCode: string;
    /**
     * Digits only: 6 to 15, and at least 10 for +91.
     */
    phoneNumber: string;
    /**
     * The current password: needed only when the number is not the member's own.
     */
    password?: string | null;
};

