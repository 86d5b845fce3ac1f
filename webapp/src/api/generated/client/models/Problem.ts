/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Reason } from './Reason';
/**
 * RFC 9457 problem details, as every error answers.
 */
export type Problem = {
    /**
     * A URN naming the problem type: `urn:sagpan:problem:{code}`.
     */
    type: string;
    /**
     * A short, translated summary of the problem type.
     */
    title: string;
    /**
     * The HTTP status code.
     */
    status: number;
    /**
     * A translated explanation for the member.
     */
    detail: string;
    /**
     * Stable snake_case identifier of the problem's kind (one per status, mostly).
     */
    code: string;
    /**
     * Why exactly the request was refused: the value to branch on. Equal to `code` when nothing more specific
     * applies.
     */
    reason: Reason;
    /**
     * Field name to its translated messages; empty unless `code` is `validation_failed`.
     */
    errors: Record<string, Array<string>>;
    /**
     * The id of this request, also in the `X-Request-Id` header; quote it to support.
     */
    requestId: string;
    /**
     * A limit refused the request (the connect quota, `connect_limit_reached`; a request declined less than 90 days
     * ago, `recently_declined`): when it frees up again, ISO 8601 in UTC.
     */
    nextFreeAt?: string | null;
};

