/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TicketStatus } from './TicketStatus';
/**
 * A ticket as a list shows it.
 */
export type TicketSummary = {
    ticketId: number;
    topic: string;
    status: TicketStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * The last message's instant.
     */
    updatedOn: string;
    /**
     * How many messages the thread has.
     */
    messageCount: number;
};

