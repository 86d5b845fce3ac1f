/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `POST /api/Family/Consent/Code`: the person's own e-mail, where the code of their consent goes.
 */
export type ConsentCodeRequest = {
    /**
     * An e-mail address.
     */
    email: string;
};

