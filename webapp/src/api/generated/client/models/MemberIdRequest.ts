/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Another member, by the numeric id of their card and detail.
 */
export type MemberIdRequest = {
    memberId: number;
};

