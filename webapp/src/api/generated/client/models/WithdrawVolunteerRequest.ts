/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Admin/Volunteer/Withdraw`.
 */
export type WithdrawVolunteerRequest = {
    accountId: number;
};

