/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An address unsubscribing through the link of its confirmation e-mail.
 */
export type UnsubscribeRequest = {
    email: string;
    token: string;
};

