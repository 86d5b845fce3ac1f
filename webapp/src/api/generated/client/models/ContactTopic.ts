/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A topic of the contact form (`POST /api/Home/Contact`); `key` is stable.
 */
export type ContactTopic = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    key: string;
};

