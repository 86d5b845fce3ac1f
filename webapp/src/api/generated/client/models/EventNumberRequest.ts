/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Event/{eventId}/Interest`, `.../Interest/Remove` and `.../Interest/Confirm`: the event number of a
 * registrant of the other side.
 */
export type EventNumberRequest = {
    /**
     * A registrant's number at an event.
     */
    eventNumber: number;
};

