/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A ticket, by its id.
 */
export type TicketIdRequest = {
    ticketId: number;
};

