/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DayMark } from './DayMark';
/**
 * `GET /api/Event/{eventId}/Interest`: the caller's day page.
 */
export type EventDay = {
    eventId: number;
    name: string;
    heldOn: string;
    /**
     * The caller's own event number.
     */
    eventNumber: number;
    /**
     * Marks may be made and taken back today (the day of the event).
     */
    markingOpen: boolean;
    /**
     * Mutual marks may be confirmed today (from the day of the event until a week after).
     */
    confirmingOpen: boolean;
    /**
     * The caller's marks, by event number.
     */
    marks: Array<DayMark>;
};

