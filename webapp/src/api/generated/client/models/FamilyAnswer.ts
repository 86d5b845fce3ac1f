/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyManager } from './FamilyManager';
import type { ManagedProfile } from './ManagedProfile';
/**
 * `GET /api/Family`: who looks after the caller's profile, and whose profiles the caller looks after.
 */
export type FamilyAnswer = {
    /**
     * The caller's own account has a profile of its own (a member, not an account that only looks after others).
     */
    hasOwnProfile: boolean;
    /**
     * Those invited to, or looking after, the caller's own profile: only the profile's person sees them.
     */
    managers: Array<FamilyManager>;
    /**
     * The profiles the caller's account looks after.
     */
    profiles: Array<ManagedProfile>;
};

