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
    email: string;
    countryCode: string;
    phone: string;
    profileStatus: ProfileStatus;
};

