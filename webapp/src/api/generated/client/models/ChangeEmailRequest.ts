/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChangeEmailRequest = {
    /**
     * The address the account has now (not yet confirmed).
     */
    emailAddress: string;
    /**
     * An e-mail address.
     */
    newEmailAddress: string;
    /**
     * The `verificationToken` of the registration or sign-in answer.
     */
    verificationToken: string;
};

