/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TicketMember } from './TicketMember';
import type { TicketMessage } from './TicketMessage';
import type { TicketStatus } from './TicketStatus';
/**
 * A ticket with its whole thread, oldest message first.
 */
export type SupportTicket = {
    ticketId: number;
    topic: string;
    status: TicketStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    updatedOn: string;
    messages: Array<TicketMessage>;
    /**
     * Moderators' answers only.
     */
    member?: TicketMember | null;
    /**
     * A confirmation to show after a change, in the request's language.
     */
    message?: string | null;
};

