/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A story agreed by both, for the moderators.
 */
export type StoryForModerators = {
    storyId: number;
    /**
     * The two first names, as the home page would show them.
     */
    names: string;
    profileIds: Array<string>;
    words: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    submittedAt: string;
};

