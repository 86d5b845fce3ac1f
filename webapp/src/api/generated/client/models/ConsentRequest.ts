/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Consent`: the person agrees, with the code from their e-mail; with `takeOver`, they take the
 * profile over alone and choose the password they sign in with.
 */
export type ConsentRequest = {
    /**
     * The person's own address, where the code came.
     */
    email: string;
    /**
     * A one-time code: exactly 6 digits.
     */
    code: string;
    /**
     * Take the profile over alone: it signs in with this e-mail and `password` from now on, every other sign-in
     * ends and every family manager is removed.
     */
    takeOver?: boolean | null;
    /**
     * With `takeOver`: the new password (rule 14: 6 to 100 characters, not one of the most common passwords; checked
     * once the code is right, so that a refused password leaves the code to try again).
     */
    password?: string | null;
};

