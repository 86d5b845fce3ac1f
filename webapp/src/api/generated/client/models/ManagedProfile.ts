/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRelation } from './FamilyRelation';
import type { FamilyRight } from './FamilyRight';
import type { ProfileStatus } from './ProfileStatus';
/**
 * A profile the caller looks after as a family manager.
 */
export type ManagedProfile = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    profileStatus: ProfileStatus;
    /**
     * Who the caller is to this member.
     */
    relation: FamilyRelation;
    rights: Array<FamilyRight>;
    /**
     * The caller's sign-in acts for this profile now.
     */
    acting: boolean;
};

