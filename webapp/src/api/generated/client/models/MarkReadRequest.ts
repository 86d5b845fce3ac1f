/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The notifications a page showed, to be marked read (others' ids and ids already read change nothing).
 */
export type MarkReadRequest = {
    /**
     * At most 100.
     */
    ids: Array<number>;
};

