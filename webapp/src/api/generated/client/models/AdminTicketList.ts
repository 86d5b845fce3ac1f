/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminTicketSummary } from './AdminTicketSummary';
export type AdminTicketList = {
    result: Array<AdminTicketSummary>;
    totalCount: number;
    hasMore: boolean;
};

