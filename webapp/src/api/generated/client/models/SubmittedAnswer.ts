/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserInfo } from './UserInfo';
/**
 * The answer of the photo step: the profile is submitted for approval.
 */
export type SubmittedAnswer = {
    user: UserInfo;
    message: string;
};

