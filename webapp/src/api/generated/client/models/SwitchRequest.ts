/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Switch`: the profile the sign-in acts for from now on, or none for the account itself.
 */
export type SwitchRequest = {
    /**
     * A profile the caller looks after (`GET /api/Family`, `profiles`); left out, the caller's own account.
     */
    memberId?: number | null;
};

