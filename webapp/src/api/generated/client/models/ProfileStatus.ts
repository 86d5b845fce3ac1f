/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * profileStatus: 0 wizard not finished, 1 submitted and awaiting approval, 2 changes requested, 3 approved, 4 deactivated by the member, 5 suspended by moderators.
 */
export type ProfileStatus = 0 | 1 | 2 | 3 | 4 | 5;
