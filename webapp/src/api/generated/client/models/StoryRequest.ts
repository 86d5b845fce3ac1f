/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The caller's words for the story (1 to 500 characters; a change asks both again) and their consent to publish it.
 */
export type StoryRequest = {
    requestId: number;
    /**
     * A note: edit-request note, moderator reason.
     */
    words?: string | null;
    consent: boolean;
};

