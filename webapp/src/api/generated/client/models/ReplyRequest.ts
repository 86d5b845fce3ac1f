/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeclineReason } from './DeclineReason';
import type { RequestReply } from './RequestReply';
/**
 * A reply to a request the caller received (rule 47a). `interested` accepts it and `not_interested` declines it
 * (with an optional `reason`, which the sender never sees); `need_time`, `need_info` (with a `question`, 1 to 500
 * characters, which the sender answers on the request) and `talking_elsewhere` leave it open and tell the sender.
 */
export type ReplyRequest = {
    requestId: number;
    reply: RequestReply;
    /**
     * Required with `need_info`; ignored otherwise.
     */
    question?: string | null;
    /**
     * Only with `not_interested`; ignored otherwise.
     */
    reason?: DeclineReason | null;
};

