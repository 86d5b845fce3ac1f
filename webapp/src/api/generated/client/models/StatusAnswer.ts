/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
export type StatusAnswer = {
    profileStatus: ProfileStatus;
    emailConfirmed: boolean;
};

