/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Change password (document 001): the current password, and the new one twice.
 */
export type ChangePasswordRequest = {
    /**
     * The member's current password.
     */
    currentPassword: string;
    /**
     * A new password: 6 to 100 characters, not one of the most common passwords.
     */
    newPassword: string;
    /**
     * Must equal `newPassword`.
     */
    confirmPassword: string;
};

