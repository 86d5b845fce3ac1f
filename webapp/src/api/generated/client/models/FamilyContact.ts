/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactRelation } from './ContactRelation';
import type { ContactVisibility } from './ContactVisibility';
/**
 * One family contact as the member keeps it (rule 46).
 */
export type FamilyContact = {
    relation: ContactRelation;
    /**
     * A person's name: letters of any script, single spaces, ' . - between them.
     */
    name: string;
    /**
     * A country dialling code such as +91.
     */
    countryCode: string;
    /**
     * A mobile number without its country code: 6 to 15 digits (10 or more for +91).
     */
    phoneNumber: string;
    isWhatsapp: boolean;
    /**
     * When a connected member sees it: `accepted` (once connected, the default), `on_request` (once the member
     * approves their request), `never`. Nobody else ever does (rule 10).
     */
    visibility: ContactVisibility;
};

