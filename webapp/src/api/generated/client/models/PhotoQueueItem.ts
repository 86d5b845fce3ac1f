/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A photo added after approval, awaiting a moderator.
 */
export type PhotoQueueItem = {
    photoId: number;
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * A signed URL of the large size.
     */
    url: string;
    /**
     * The member's current profile photo, to compare with (small size).
     */
    currentPhoto?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

