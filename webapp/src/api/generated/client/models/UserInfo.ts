/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ManagerInfo } from './ManagerInfo';
import type { ProfileStatus } from './ProfileStatus';
import type { Role } from './Role';
/**
 * The signed-in member as the shell shows them.
 */
export type UserInfo = {
    memberId: number;
    profileId: string;
    email: string;
    emailConfirmed: boolean;
    profileStatus: ProfileStatus;
    firstName: string;
    lastName: string;
    /**
     * The URL of the profile photo, when there is one.
     */
    profileImage?: string | null;
    role: Role;
    /**
     * `gu` or `en`.
     */
    language: string;
    /**
     * When the sign-in acts for this profile as a family manager (rule 46): who they are and what they may do.
     * The other fields are the profile's.
     */
    manager?: ManagerInfo | null;
};

