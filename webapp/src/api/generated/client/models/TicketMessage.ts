/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AttachmentInfo } from './AttachmentInfo';
/**
 * One message of the thread.
 */
export type TicketMessage = {
    messageId: number;
    /**
     * An answer from the Sagpan team; otherwise the member's own message.
     */
    fromModerator: boolean;
    body: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    attachments: Array<AttachmentInfo>;
};

