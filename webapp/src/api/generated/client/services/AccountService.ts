/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountExport } from '../models/AccountExport';
import type { AccountInfo } from '../models/AccountInfo';
import type { AccountStateAnswer } from '../models/AccountStateAnswer';
import type { Challenge } from '../models/Challenge';
import type { ChangeEmailAddressRequest } from '../models/ChangeEmailAddressRequest';
import type { ChangeEmailAnswer } from '../models/ChangeEmailAnswer';
import type { ChangeEmailRequest } from '../models/ChangeEmailRequest';
import type { ChangePasswordRequest } from '../models/ChangePasswordRequest';
import type { ChangePhoneRequest } from '../models/ChangePhoneRequest';
import type { DeleteAccountRequest } from '../models/DeleteAccountRequest';
import type { LanguageRequest } from '../models/LanguageRequest';
import type { LoginHistoryList } from '../models/LoginHistoryList';
import type { LoginRequest } from '../models/LoginRequest';
import type { LogoutRequest } from '../models/LogoutRequest';
import type { MessageAnswer } from '../models/MessageAnswer';
import type { PrivacyRequest } from '../models/PrivacyRequest';
import type { PrivacySettings } from '../models/PrivacySettings';
import type { RefreshRequest } from '../models/RefreshRequest';
import type { RegisterAnswer } from '../models/RegisterAnswer';
import type { RegisterRequest } from '../models/RegisterRequest';
import type { ResetPasswordRequest } from '../models/ResetPasswordRequest';
import type { SignInAnswer } from '../models/SignInAnswer';
import type { StatusAnswer } from '../models/StatusAnswer';
import type { TokenAnswer } from '../models/TokenAnswer';
import type { VerifyCodeRequest } from '../models/VerifyCodeRequest';
import type { VerifyEmailAddressRequest } from '../models/VerifyEmailAddressRequest';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AccountService {
    /**
     * Register
     * Creates an account at profileStatus 0 with the e-mail unconfirmed and e-mails a confirmation code. E-mail and
     * phone must be unused (409 otherwise, naming the field).
     * @returns RegisterAnswer
     * @throws ApiError
     */
    public static register({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: RegisterRequest,
        acceptLanguage?: string,
    }): CancelablePromise<RegisterAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/Register',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Sign in
     * With the e-mail or phone number and the password. An unconfirmed e-mail gets a new code and an answer without
     * tokens (`user.emailConfirmed` false): the client confirms the code with `VerifyOTP`. Wrong credentials and an
     * unknown account get the same answer.
     * @returns SignInAnswer
     * @throws ApiError
     */
    public static login({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: LoginRequest,
        acceptLanguage?: string,
    }): CancelablePromise<SignInAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/Login',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Sign out
     * Revokes the sign-in of the refresh token. Answers the same for an unknown token.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static logout({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: LogoutRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/Logout',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Refresh the tokens
     * Rotates the refresh token and issues a new access token. A refresh token that was already used revokes its whole
     * sign-in (401).
     * @returns TokenAnswer
     * @throws ApiError
     */
    public static refresh({
        requestBody,
    }: {
        requestBody: RefreshRequest,
    }): CancelablePromise<TokenAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/Refresh',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Send the e-mail confirmation code
     * E-mails a new confirmation code to an unconfirmed account. The answer is the same for any address.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static sendOtp({
        email,
        acceptLanguage,
    }: {
        email: string,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/SendOTP',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'Email': email,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Confirm the e-mail
     * Checks the confirmation code, confirms the e-mail and signs in.
     * @returns SignInAnswer
     * @throws ApiError
     */
    public static verifyOtp({
        requestBody,
    }: {
        requestBody: VerifyCodeRequest,
    }): CancelablePromise<SignInAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/VerifyOTP',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Request a sign-in code
     * E-mails a sign-in code to a confirmed account. The answer is the same for any address.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static sendRequestOtp({
        email,
        acceptLanguage,
    }: {
        email: string,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/SendRequestOTP',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'Email': email,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Sign in with a code
     * @returns SignInAnswer
     * @throws ApiError
     */
    public static verifyRequestOtp({
        requestBody,
    }: {
        requestBody: VerifyCodeRequest,
    }): CancelablePromise<SignInAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/VerifyRequestOTP',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Change the e-mail before confirming it
     * Replaces the unconfirmed address and e-mails a confirmation code to the new one. Authorised by the
     * `verificationToken` of the registration or sign-in answer; limited per client address as registrations are
     * (429). The answer is the same whether or not the new address already has an account: then nothing changes,
     * and that account's owner is told by e-mail.
     * @returns ChangeEmailAnswer
     * @throws ApiError
     */
    public static changeEmailAddressOtp({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ChangeEmailRequest,
        acceptLanguage?: string,
    }): CancelablePromise<ChangeEmailAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ChangeEmailAddressOTP',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Forgot password
     * E-mails a password reset code. The answer is the same for any address.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static forgetPassword({
        email,
        acceptLanguage,
    }: {
        email: string,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ForgetPassword',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'email': email,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Set a new password with the code
     * Checks the reset code, sets the new password and signs out every sign-in.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static verifyForgetPassword({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ResetPasswordRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/VerifyForgetPassword',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Profile status
     * The signed-in member's profileStatus, whether the e-mail is confirmed, and a fresh URL of the card photo (the
     * web app asks again every few minutes, as photo URLs expire).
     * @returns StatusAnswer
     * @throws ApiError
     */
    public static getAccountStatus(): CancelablePromise<StatusAnswer> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Account/Status',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Login history
     * The member's sign-ins, newest first: the server's view (IP, location, browser) and what the client claimed.
     * @returns LoginHistoryList
     * @throws ApiError
     */
    public static getLoginHistory({
        pageIndex = 1,
        pageSize = 20,
    }: {
        pageIndex?: number,
        pageSize?: number,
    }): CancelablePromise<LoginHistoryList> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Account/LoginHistory',
            query: {
                'pageIndex': pageIndex,
                'pageSize': pageSize,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Account details
     * The signed-in member's e-mail, mobile number, status and language for the account page, and a new e-mail
     * waiting for its code.
     * @returns AccountInfo
     * @throws ApiError
     */
    public static getAccountInfo(): CancelablePromise<AccountInfo> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Account/Info',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Set the member's language
     * `gu` or `en`: the language of the e-mails, pushes and bio-data the server writes for this member from now on
     * (rule 43). The web app sets it when the member switches language, and the account page shows and changes it.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static setAccountLanguage({
        requestBody,
    }: {
        requestBody: LanguageRequest,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Account/Language',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * The member's privacy
     * Private mode and browsing invisibly (rule 47), and whether the web app offers private mode (to an approved
     * woman who has not chosen yet). The person's own choice: a family manager is refused (403 `manager_forbids`).
     * @returns PrivacySettings
     * @throws ApiError
     */
    public static getPrivacy(): CancelablePromise<PrivacySettings> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Account/Privacy',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Set the member's privacy
     * Takes effect at once everywhere (rule 47): a private member leaves every other member's lists, search and
     * quick search, cached pages included, and their detail opens only to members they sent a request to,
     * accepted, or asked a question; turned off, they are back in every list. Visits made in private mode or while
     * browsing invisibly are not shown to the visited.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static setPrivacy({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: PrivacyRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/Account/Privacy',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Change password
     * With the current password. Every other sign-in of the member ends and its open tabs are signed out; this one
     * stays. A wrong current password is a 422 and changes nothing.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static changePassword({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ChangePasswordRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ChangePassword',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Change the mobile number
     * With the password; a number of another member is a 409.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static changePhoneNumber({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ChangePhoneRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ChangePhoneNumber',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Change the e-mail
     * With the password: e-mails a code to the new address. The address changes with `VerifyEmailAddress`. An
     * address of another member is a 409.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static changeEmailAddress({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: ChangeEmailAddressRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ChangeEmailAddress',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Confirm the new e-mail
     * With the code sent to the new address; the e-mail changes and the old address is told. A wrong or expired
     * code is a 422 (the fifth wrong one burns it).
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static verifyEmailAddress({
        requestBody,
        acceptLanguage,
    }: {
        requestBody: VerifyEmailAddressRequest,
        acceptLanguage?: string,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/VerifyEmailAddress',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                409: `Conflicts with existing data.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Deactivate the account
     * profileStatus 4: the member disappears from every list, search and detail at once, until reactivated.
     * @returns AccountStateAnswer
     * @throws ApiError
     */
    public static deactivateAccount({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<AccountStateAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/DeActiveAccount',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Reactivate the account
     * From 4 back to approved (3), or to awaiting approval (1) when the profile was never approved.
     * @returns AccountStateAnswer
     * @throws ApiError
     */
    public static activateAccount({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<AccountStateAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/ActiveAccount',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                422: `A business rule refused the request; nothing changed.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Delete the account
     * With the password, in the body or (as document 001's client sends it) the `password` query parameter, which
     * is never logged. Erases the personal data, photos, codes and sign-ins for good; other members see "Deleted
     * member"; the e-mail and phone are free again. A wrong password is a 422 and erases nothing.
     * @returns MessageAnswer
     * @throws ApiError
     */
    public static deleteAccount({
        acceptLanguage,
        password,
        requestBody,
    }: {
        acceptLanguage?: string,
        password?: string,
        requestBody?: DeleteAccountRequest,
    }): CancelablePromise<MessageAnswer> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/Account/DeleteAccount',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            query: {
                'password': password,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                413: `The body is too large.`,
                415: `The file or body type is not accepted.`,
                422: `A business rule refused the request; nothing changed.`,
                429: `Too many requests; retry after \`Retry-After\` seconds.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Export my data
     * Everything Sagpan stores about the member as one JSON document (rule 37): the account, the profile,
     * preferences, settings, satapeta, requests, shortlist, blocks, visits, reports made, notifications, the login
     * history, the activity and the status history. Other members appear by profile id only.
     * @returns AccountExport Everything stored about the member; `Content-Disposition` names the file `sagpan-{profileId}.json`.
     * @throws ApiError
     */
    public static exportAccount({
        acceptLanguage,
    }: {
        acceptLanguage?: string,
    }): CancelablePromise<AccountExport> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Account/Export',
            headers: {
                'Accept-Language': acceptLanguage,
            },
            errors: {
                400: `Invalid input: \`errors\` maps each field to its messages.`,
                401: `Missing, invalid or expired access token; refresh once and retry.`,
                403: `Not allowed for this role or profile status.`,
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
    /**
     * Captcha challenge
     * A fresh ALTCHA proof-of-work challenge for sign-in, registration and the contact form. Self-hosted.
     * @returns Challenge
     * @throws ApiError
     */
    public static getCaptchaChallenge(): CancelablePromise<Challenge> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Captcha/Challenge',
            errors: {
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
            },
        });
    }
}
