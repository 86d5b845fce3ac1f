/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A page of a list of members (inbox, shortlists, visitors); `pageIndex` from 1, `pageSize` 1 to 50 (20 when
 * absent).
 */
export type PageRequest = {
    /**
     * Page number, from 1.
     */
    pageIndex?: number | null;
    /**
     * Items per page.
     */
    pageSize?: number | null;
};

