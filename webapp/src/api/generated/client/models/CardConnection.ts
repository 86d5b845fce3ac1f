/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionStatus } from './ConnectionStatus';
/**
 * The connection between the caller and a member, as the caller sees it.
 */
export type CardConnection = {
    requestId: number;
    status: ConnectionStatus;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

