/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The signed-in member as the shell shows them.
 */
export type UserInfo = {
    memberId: number;
    profileId: string;
    email: string;
    emailConfirmed: boolean;
    /**
     * 0 wizard, 1 awaiting approval, 2 changes requested, 3 approved, 4 deactivated, 5 suspended.
     */
    profileStatus: number;
    firstName: string;
    lastName: string;
    /**
     * The URL of the profile photo, when there is one.
     */
    profileImage?: string;
    /**
     * `member` or `moderator`.
     */
    role: string;
    /**
     * `gu` or `en`.
     */
    language: string;
};

