/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileCreator } from './ProfileCreator';
/**
 * Registration: document 000's fields; the account starts at profileStatus 0 with the e-mail unconfirmed.
 */
export type RegisterRequest = {
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    firstName: string;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    lastName: string;
    /**
     * An e-mail address.
     */
    email: string;
    /**
     * Dialing code with plus; `+91` by default in the web app.
     */
    countryCode: string;
    /**
     * Digits only: 6 to 15, and at least 10 for +91.
     */
    phoneNumber: string;
    /**
     * A new password: 6 to 100 characters, not one of the most common passwords.
     */
    password: string;
    /**
     * When sent, must equal `password`.
     */
    confirmPassword?: string | null;
    /**
     * Must be true: the member confirms they register to find a partner for marriage, that the details they give
     * are true, and accepts the terms (India's rules for matrimonial sites ask for the first two).
     */
    termsAccepted: boolean;
    /**
     * The ALTCHA payload (base64); required unless the server runs with the captcha off.
     */
    captchaResponse?: string | null;
    /**
     * The language of e-mails; the request's language when absent.
     */
    language?: 'gu' | 'en' | null;
    /**
     * Who creates the profile and will look after it (rule 46): `self` (the default), or the person's `father`,
     * `mother`, `brother`, `sister`, a `relative` or a `friend`. The names above are the person's, the e-mail
     * and mobile then the creator's, who signs in with them.
     */
    createdBy?: ProfileCreator | null;
};

