/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRight } from './FamilyRight';
import type { InvitedRelation } from './InvitedRelation';
/**
 * `PUT /api/Family/{managerId}`: a manager's relation and rights, changed at once.
 */
export type RightsRequest = {
    relation: InvitedRelation;
    /**
     * As in the invitation; at least one.
     */
    rights: Array<FamilyRight>;
};

