/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OutcomeMonth } from './OutcomeMonth';
import type { QueueCount } from './QueueCount';
/**
 * The moderator home's figures.
 */
export type QueueFigures = {
    /**
     * Profiles awaiting a decision.
     */
    pendingCount: number;
    /**
     * When the longest-waiting profile was submitted.
     */
    oldestWaitingSince?: string | null;
    /**
     * Median hours from submission to decision over the last 30 days.
     */
    medianDecisionHours?: number | null;
    /**
     * Decisions taken in the last 30 days.
     */
    decisionsLast30Days: number;
    /**
     * Every moderators' queue: how many wait, and since when the longest-waiting one has.
     */
    queues: Array<QueueCount>;
    /**
     * Connections, meetings and engagements of the last six months, oldest month first (rule 48).
     */
    outcomes: Array<OutcomeMonth>;
};

