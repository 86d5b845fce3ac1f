/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeclineReason } from './DeclineReason';
import type { RequestReply } from './RequestReply';
import type { RequestState } from './RequestState';
export type ExportRequest = {
    requestId: number;
    /**
     * `sent` or `received`.
     */
    direction: string;
    otherProfileId: string;
    status: RequestState;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    decidedOn?: string | null;
    /**
     * The receiver's reply (rule 47a) and when.
     */
    reply?: RequestReply | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    repliedOn?: string | null;
    /**
     * The private reason of a decline: only in the receiver's export, as only the receiver ever sees it.
     */
    declineReason?: DeclineReason | null;
    /**
     * The receiver's question and the sender's answer.
     */
    question?: string | null;
    answer?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    answeredOn?: string | null;
};

