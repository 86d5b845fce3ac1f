/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An ALTCHA challenge, as the widget expects it.
 */
export type Challenge = {
    /**
     * Always `SHA-256`.
     */
    algorithm: string;
    /**
     * Hex SHA-256 of `salt` followed by the secret number.
     */
    challenge: string;
    /**
     * The largest number to try.
     */
    maxnumber: number;
    /**
     * Random salt with its expiry as a delimited parameter (`<hex>?expires=<unix seconds>&`).
     */
    salt: string;
    /**
     * Hex HMAC-SHA-256 of `challenge` with the server's captcha key.
     */
    signature: string;
};

