/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Contacts/Ask`: a connected member asks to see the contacts kept until asked.
 */
export type AskRequest = {
    memberId: number;
};

