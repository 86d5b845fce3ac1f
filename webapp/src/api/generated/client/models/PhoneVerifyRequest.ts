/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Verify a mobile number with the code sent to it.
 */
export type PhoneVerifyRequest = {
    /**
     * The number, as sent to `Verification/Phone/SendCode`.
     */
    countryCode: string;
    /**
     * A mobile number without its country code: 6 to 15 digits (10 or more for +91).
     */
    phoneNumber: string;
    /**
     * A one-time code: exactly 6 digits.
     */
    otp: string;
};

