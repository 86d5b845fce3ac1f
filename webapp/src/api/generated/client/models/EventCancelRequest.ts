/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Admin/Events/{eventId}/Cancel`: why, in the organisers' words, told to every registrant.
 */
export type EventCancelRequest = {
    /**
     * An event's venue, fee note or contact, or a committee member's name or role.
     */
    reason: string;
};

