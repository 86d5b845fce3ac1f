/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StoryStatus } from './StoryStatus';
export type ExportStory = {
    requestId: number;
    words: string;
    /**
     * Whether the member wrote the words as they stand.
     */
    writtenByMe: boolean;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    myConsentOn?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    theirConsentOn?: string | null;
    status: StoryStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    decidedOn?: string | null;
};

