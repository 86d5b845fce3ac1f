/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionStatus } from './ConnectionStatus';
import type { DeclineReason } from './DeclineReason';
import type { RequestReply } from './RequestReply';
/**
 * The connection between the caller and a member, as the caller sees it.
 */
export type CardConnection = {
    requestId: number;
    status: ConnectionStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * The caller sent the request (a declined one: the caller's request was not taken forward).
     */
    sent: boolean;
    /**
     * The caller's request was declined: Connect is offered again from then on, 90 days after the answer (rule
     * 42); `null` otherwise, or once that day has come.
     */
    connectAgainOn?: string | null;
    /**
     * When a family manager sent the request: "Sent by her father", "Sent by your father" (rule 46).
     */
    sentBy?: string | null;
    /**
     * When a family manager answered it: "Answered by her brother", "Answered by your brother".
     */
    answeredBy?: string | null;
    /**
     * The receiver's reply (rule 47a), seen by both sides; `interested` and `not_interested` once accepted or
     * declined by a reply. Absent before any reply.
     */
    reply?: RequestReply | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    repliedOn?: string | null;
    /**
     * The receiver's question ("need more information") and the sender's answer, seen by both sides.
     */
    question?: string | null;
    answer?: string | null;
    /**
     * Why the caller declined the request, as they noted it privately: only on the receiver's own view.
     */
    declineReason?: DeclineReason | null;
};

