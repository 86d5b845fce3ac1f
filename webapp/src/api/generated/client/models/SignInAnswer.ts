/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserInfo } from './UserInfo';
/**
 * The answer of every sign-in call. Tokens are absent while the e-mail is unconfirmed: a code has been sent and the
 * client goes to the verify screen with `verificationToken`.
 */
export type SignInAnswer = {
    user: UserInfo;
    accessToken?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    accessTokenExpirationTime?: string | null;
    refreshToken?: string | null;
    userName: string;
    /**
     * Authorises `ChangeEmailAddressOTP` while the e-mail is unconfirmed (1 hour).
     */
    verificationToken?: string | null;
    /**
     * A translated message for a toast, when there is something to say.
     */
    message?: string | null;
};

