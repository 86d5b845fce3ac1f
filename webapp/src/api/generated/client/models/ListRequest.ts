/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ListRequest = {
    /**
     * Page number, from 1.
     */
    pageIndex?: number | null;
    /**
     * Items per page.
     */
    pageSize?: number | null;
};

