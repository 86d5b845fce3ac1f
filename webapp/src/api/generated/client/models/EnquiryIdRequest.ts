/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An enquiry, by its id.
 */
export type EnquiryIdRequest = {
    enquiryId: number;
};

