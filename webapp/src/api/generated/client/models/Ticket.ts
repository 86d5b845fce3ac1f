/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type Ticket = {
    /**
     * Pass as `ticket` to the stream; valid 15 minutes.
     */
    ticket: string;
};

