/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Change the mobile number: the new one with its code, and the password.
 */
export type ChangePhoneRequest = {
    /**
     * A country dialling code such as +91.
     */
    countryCode: string;
    /**
     * Digits only: 6 to 15, and at least 10 for +91.
     */
    phoneNumber: string;
    /**
     * The member's current password.
     */
    password: string;
};

