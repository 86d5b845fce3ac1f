/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TicketMember } from './TicketMember';
import type { TicketStatus } from './TicketStatus';
/**
 * A ticket in the moderators' queue.
 */
export type AdminTicketSummary = {
    ticketId: number;
    topic: string;
    status: TicketStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * The last message's instant: an open ticket has waited since then.
     */
    updatedOn: string;
    messageCount: number;
    member: TicketMember;
};

