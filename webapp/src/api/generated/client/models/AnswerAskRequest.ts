/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Contacts/Answer`: the member approves or declines a request.
 */
export type AnswerAskRequest = {
    askId: number;
    approve: boolean;
};

