/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A kind of notification; `key` is stable.
 */
export type NotificationType = {
    id: number;
    /**
     * The name in the request's language.
     */
    name: string;
    key: string;
};

