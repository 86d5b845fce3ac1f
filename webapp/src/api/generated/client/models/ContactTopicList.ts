/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContactTopic } from './ContactTopic';
/**
 * Topics of the contact form.
 */
export type ContactTopicList = {
    result: Array<ContactTopic>;
    totalCount: number;
};

