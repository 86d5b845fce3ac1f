/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRelation } from './FamilyRelation';
import type { FamilyRight } from './FamilyRight';
/**
 * `PUT /api/Family/{managerId}`: a manager's relation and rights, changed at once.
 */
export type RightsRequest = {
    /**
     * Never `volunteer`, as in the invitation.
     */
    relation: FamilyRelation;
    /**
     * As in the invitation; at least one.
     */
    rights: Array<FamilyRight>;
};

