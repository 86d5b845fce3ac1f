/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VouchRelation } from './VouchRelation';
/**
 * `POST /api/Volunteer/Vouch`: a volunteer's word for a member of their villages whom they know personally.
 */
export type VouchRequest = {
    memberId: number;
    relation: VouchRelation;
    /**
     * How the volunteer knows the family: 10 to 500 characters.
     */
    words: string;
};

