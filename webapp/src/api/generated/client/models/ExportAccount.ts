/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileCreator } from './ProfileCreator';
import type { ProfileStatus } from './ProfileStatus';
export type ExportAccount = {
    memberId: number;
    profileId: string;
    email: string;
    emailConfirmed: boolean;
    countryCode: string;
    phoneNumber: string;
    /**
     * When the number was verified by a code texted to it (rule 44); absent while it is not.
     */
    phoneVerifiedAt?: string | null;
    /**
     * When a moderator checked an identity document (rule 44).
     */
    idVerifiedAt?: string | null;
    /**
     * When a moderator verified a photo in a given pose (rule 44).
     */
    photoVerifiedAt?: string | null;
    /**
     * The network address the account was created from, for its first year (rule 44).
     */
    createdFromAddress?: string | null;
    firstName: string;
    lastName: string;
    /**
     * Who created and looks after the profile (rule 46).
     */
    createdBy: ProfileCreator;
    profileStatus: ProfileStatus;
    /**
     * When both sides of a connection said they are engaged (rule 48); absent otherwise.
     */
    engagedOn?: string | null;
    /**
     * When the member was last active (rule 47b), to the hour.
     */
    lastActiveOn?: string | null;
    language: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    updatedOn: string;
};

