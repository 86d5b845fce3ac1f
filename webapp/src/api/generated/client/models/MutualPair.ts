/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PairSide } from './PairSide';
/**
 * `GET /api/Admin/Events/{eventId}/Mutual`: two registrants who marked each other, for the desk to arrange a meeting.
 */
export type MutualPair = {
    bride: PairSide;
    groom: PairSide;
    /**
     * When the second mark was made.
     */
    mutualSince: string;
    /**
     * Both confirmed, and the connection was made.
     */
    connected: boolean;
};

