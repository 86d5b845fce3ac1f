/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
export type StatusAnswer = {
    profileStatus: ProfileStatus;
    emailConfirmed: boolean;
    /**
     * A fresh URL of the member's card photo (photo URLs work 15 minutes at most), when there is one.
     */
    profileImage?: string | null;
};

