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
    /**
     * The name in the other language: pickers match it too, so that a name is found typed in either
     * script ("Anand" on a Gujarati page finds આણંદ).
     */
    otherName: string;
    key: string;
};

