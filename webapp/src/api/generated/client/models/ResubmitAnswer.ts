/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
export type ResubmitAnswer = {
    profileStatus: ProfileStatus;
    message: string;
};

