/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MessageAnswer = {
    /**
     * Translated, for a toast.
     */
    message: string;
};

