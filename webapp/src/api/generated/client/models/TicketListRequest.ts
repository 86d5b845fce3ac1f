/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A page of the member's tickets: open first, then answered, then closed; newest first within each.
 * `searchText` (optional, at most 100 characters; empty for every ticket) narrows to topics containing it.
 */
export type TicketListRequest = {
    /**
     * Page number, from 1.
     */
    pageIndex?: number | null;
    /**
     * Items per page.
     */
    pageSize?: number | null;
    /**
     * Empty or absent: every ticket.
     */
    searchText?: string | null;
};

