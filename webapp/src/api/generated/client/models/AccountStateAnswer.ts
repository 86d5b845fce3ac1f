/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
/**
 * The profile status after deactivating or reactivating.
 */
export type AccountStateAnswer = {
    profileStatus: ProfileStatus;
    message: string;
};

