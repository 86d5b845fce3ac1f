/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Whether the profile waits for its person's consent (rule 46), and where it stands.
 */
export type ConsentState = {
    /**
     * The profile was created by someone else (`createdBy` is not `self`): its person's consent is asked.
     */
    needed: boolean;
    /**
     * Where the code went, when one was sent.
     */
    email?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    requestedOn?: string | null;
    /**
     * Until when the code is good (absent once spent, expired or burnt).
     */
    codeValidUntil?: string | null;
    /**
     * When the person agreed.
     */
    consentedOn?: string | null;
    /**
     * The person agreed on a signed paper form, which a moderator checked (rule 49).
     */
    onPaper: boolean;
};

