/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Enquiry } from './Enquiry';
export type EnquiryList = {
    result: Array<Enquiry>;
    totalCount: number;
    hasMore: boolean;
};

