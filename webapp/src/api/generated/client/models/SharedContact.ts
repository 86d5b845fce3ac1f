/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactRelation } from './ContactRelation';
/**
 * One family contact as a connected member sees it (rule 46).
 */
export type SharedContact = {
    relation: ContactRelation;
    name: string;
    countryCode: string;
    phoneNumber: string;
    isWhatsapp: boolean;
};

