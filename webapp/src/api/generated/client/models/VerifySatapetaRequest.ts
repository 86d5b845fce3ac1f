/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The code the sibling received.
 */
export type VerifySatapetaRequest = {
    /**
     * A one-time code: exactly 6 digits.
     */
    otp: string;
};

