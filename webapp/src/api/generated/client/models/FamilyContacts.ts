/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyPhone } from './FamilyPhone';
/**
 * How to reach the family of a member the caller is connected with: the parents' names and phones.
 */
export type FamilyContacts = {
    memberId: number;
    firstName: string;
    lastName: string;
    fatherName?: string | null;
    motherName?: string | null;
    /**
     * The parents' phones, in the order the profile gives them (none, one or two).
     */
    phones: Array<FamilyPhone>;
};

