/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LoginHistoryItem = {
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    loginAt: string;
    /**
     * `password`, `code` or `email_confirmation`.
     */
    method: string;
    /**
     * The address the server saw.
     */
    ip: string;
    /**
     * Resolved from the server's GeoIP database, when configured.
     */
    location?: string | null;
    userAgent?: string | null;
    clientIp?: string | null;
    clientLocation?: string | null;
    clientGeoLocation?: string | null;
};

