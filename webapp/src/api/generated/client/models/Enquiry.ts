/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AttachmentInfo } from './AttachmentInfo';
/**
 * A contact-form enquiry, for moderators.
 */
export type Enquiry = {
    enquiryId: number;
    topicId: number;
    /**
     * The topic's name in the request's language.
     */
    topic: string;
    fullName: string;
    email: string;
    countryCode: string;
    mobile: string;
    message: string;
    /**
     * The language the visitor wrote in: answer in it.
     */
    language: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    handledOn?: string | null;
    attachments: Array<AttachmentInfo>;
};

