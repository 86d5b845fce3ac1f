/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Accept`: the invitation's code, and the account the manager signs in with: their existing
 * account (its password), or a new one (their names and a new password).
 */
export type AcceptRequest = {
    /**
     * The address the invitation went to.
     */
    email: string;
    /**
     * The six digits of the invitation.
     */
    code: string;
    /**
     * The password of the account of `email`, or of the new account (rule 14's limits; checked as a new password
     * when the account is created).
     */
    password: string;
    /**
     * Needed only when `email` has no account yet (checked once the code is right, as the new password is).
     */
    firstName?: string | null;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    lastName?: string | null;
};

