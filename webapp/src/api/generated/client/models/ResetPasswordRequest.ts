/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResetPasswordRequest = {
    /**
     * An e-mail address.
     */
    email: string;
    /**
     * A one-time code: exactly 6 digits.
     */
    otp: string;
    /**
     * A new password: 6 to 100 characters, not one of the most common passwords.
     */
    newPassword: string;
    /**
     * A new password: 6 to 100 characters, not one of the most common passwords.
     */
    confirmNewPassword: string;
};

