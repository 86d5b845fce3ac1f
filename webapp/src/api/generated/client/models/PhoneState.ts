/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The member's mobile number and whether it is verified.
 */
export type PhoneState = {
    countryCode: string;
    phoneNumber: string;
    /**
     * When the number was verified; absent while it is not.
     */
    verifiedAt?: string | null;
};

