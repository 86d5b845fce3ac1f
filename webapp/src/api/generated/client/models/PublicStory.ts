/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A published success story on the home page: the two first names and their words, with the month.
 */
export type PublicStory = {
    names: string;
    words: string;
    /**
     * `YYYY-MM`.
     */
    month: string;
};

