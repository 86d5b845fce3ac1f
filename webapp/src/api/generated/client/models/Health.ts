/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type Health = {
    /**
     * Always `ok` in a 200 answer.
     */
    status: string;
    /**
     * Always `up` in a 200 answer.
     */
    database: string;
};

