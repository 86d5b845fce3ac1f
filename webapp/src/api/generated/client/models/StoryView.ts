/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StoryStatus } from './StoryStatus';
/**
 * An engaged pair's success story as one of them sees it (rule 48).
 */
export type StoryView = {
    requestId: number;
    /**
     * The words, once one of the two wrote them.
     */
    words?: string | null;
    status: StoryStatus;
    myConsent: boolean;
    theirConsent: boolean;
};

