/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
/**
 * The account as its owner sees it on the account page.
 */
export type AccountInfo = {
    profileId: string;
    email: string;
    countryCode: string;
    phoneNumber: string;
    profileStatus: ProfileStatus;
    /**
     * `gu` or `en`: e-mails, PDF and push texts.
     */
    language: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * A new address waiting for its code (`ChangeEmailAddress` sent within the last 10 minutes).
     */
    pendingEmail?: string | null;
};

