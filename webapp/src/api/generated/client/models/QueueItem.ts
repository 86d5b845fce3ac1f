/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type QueueItem = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * When the profile was (re)submitted.
     */
    submittedAt: string;
    /**
     * A signed URL of the small photo.
     */
    photo?: string | null;
};

