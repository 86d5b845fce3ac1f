/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VouchRelation } from './VouchRelation';
import type { VouchStatus } from './VouchStatus';
/**
 * A samaj volunteer's word for the member, as the member sees it on their verification page (rule 45).
 */
export type VouchOffer = {
    vouchId: number;
    /**
     * The volunteer's name.
     */
    volunteerName: string;
    /**
     * The village (or gol) the word was given in, in the request's language.
     */
    place?: string | null;
    relation: VouchRelation;
    /**
     * How the volunteer knows the family, in their words.
     */
    words: string;
    /**
     * `offered` (waiting for the member's answer) or `accepted`.
     */
    status: VouchStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    offeredOn: string;
};

