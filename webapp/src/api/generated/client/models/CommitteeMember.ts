/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A member of the organising committee.
 */
export type CommitteeMember = {
    /**
     * An event's venue, fee note or contact, or a committee member's name or role.
     */
    name: string;
    /**
     * Their part: president, secretary, the desk, volunteers of a village.
     */
    role: string;
};

