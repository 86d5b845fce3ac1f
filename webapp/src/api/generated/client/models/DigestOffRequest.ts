/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The one-click link of a weekly digest e-mail (rule 54): the member it was sent to and its token.
 */
export type DigestOffRequest = {
    memberId: number;
    token: string;
};

