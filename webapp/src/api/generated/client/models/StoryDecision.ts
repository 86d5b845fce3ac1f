/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A moderator's decision on a story.
 */
export type StoryDecision = {
    storyId: number;
    publish: boolean;
};

