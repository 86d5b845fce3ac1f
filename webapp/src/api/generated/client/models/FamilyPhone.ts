/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One of a family's phone numbers (rule 10: shown to accepted connections only).
 */
export type FamilyPhone = {
    /**
     * The country calling code, such as `+91`.
     */
    countryCode: string;
    /**
     * The number without the country code, as the member entered it.
     */
    phoneNumber: string;
    /**
     * The member said this number is on WhatsApp.
     */
    isWhatsapp: boolean;
};

