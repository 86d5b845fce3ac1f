/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactAsk } from './ContactAsk';
import type { FamilyContact } from './FamilyContact';
/**
 * The member's family contacts and the requests to see those kept until asked.
 */
export type OwnContacts = {
    contacts: Array<FamilyContact>;
    /**
     * Newest first; once answered they stay, saying how.
     */
    asks: Array<ContactAsk>;
};

