/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyRelation } from './FamilyRelation';
import type { FamilyRight } from './FamilyRight';
/**
 * The family manager acting in a sign-in, as the shell shows them ("you look after Priya's profile as her brother").
 */
export type ManagerInfo = {
    /**
     * The manager's own account.
     */
    accountId: number;
    firstName: string;
    lastName: string;
    relation: FamilyRelation;
    rights: Array<FamilyRight>;
};

