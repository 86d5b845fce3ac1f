/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FamilyContact } from './FamilyContact';
/**
 * `PUT /api/Family/Contacts`: the whole list, in order; at most 5.
 */
export type ContactsRequest = {
    contacts: Array<FamilyContact>;
};

