/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactAskState } from './ContactAskState';
import type { FamilyPhone } from './FamilyPhone';
import type { SharedContact } from './SharedContact';
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
    /**
     * The family contacts the member shows this caller (rule 46): those shown once connected, and those kept until
     * asked once the member approved the caller's request.
     */
    contacts: Array<SharedContact>;
    /**
     * How many more the member keeps until asked; 0 when there is nothing to ask for.
     */
    onRequest: number;
    /**
     * The caller's request to see them, when one was sent.
     */
    ask?: ContactAskState | null;
};

