/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
export type MemberSearchItem = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    /**
     * Masked: the first two characters and the domain (`pr•••@gmail.com`).
     */
    email: string;
    countryCode: string;
    /**
     * Masked: the last four digits (`••••••2345`).
     */
    phone: string;
    profileStatus: ProfileStatus;
};

