/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { QueueKind } from './QueueKind';
/**
 * How many wait in a queue, and since when the longest-waiting one has.
 */
export type QueueCount = {
    queue: QueueKind;
    count: number;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    oldestWaitingSince?: string | null;
};

