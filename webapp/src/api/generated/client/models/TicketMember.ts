/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The member a ticket belongs to (moderators' answers only).
 */
export type TicketMember = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
};

