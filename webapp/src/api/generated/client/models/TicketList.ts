/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TicketSummary } from './TicketSummary';
export type TicketList = {
    result: Array<TicketSummary>;
    totalCount: number;
    hasMore: boolean;
};

