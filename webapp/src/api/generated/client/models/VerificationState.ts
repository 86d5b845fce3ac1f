/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Badge } from './Badge';
import type { CheckState } from './CheckState';
import type { PhoneState } from './PhoneState';
/**
 * `GET /api/Verification`: the member's badges and the ones they can still earn.
 */
export type VerificationState = {
    badges: Array<Badge>;
    /**
     * What the member can do next, in the order the app offers it.
     */
    next: Array<Badge>;
    phone: PhoneState;
    /**
     * The latest identity document sent, if any.
     */
    document?: CheckState | null;
    /**
     * The latest verification photo sent, if any.
     */
    selfie?: CheckState | null;
};

