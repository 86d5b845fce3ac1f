/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ActivityAction } from './ActivityAction';
/**
 * One thing the member did.
 */
export type HistoryItem = {
    id: number;
    action: ActivityAction;
    /**
     * In the request's language.
     */
    title: string;
    /**
     * The member it concerned ("Deleted member" once they are gone), or what was changed.
     */
    body: string;
    /**
     * When a family manager did it for the member: "By your brother" (rule 46).
     */
    by?: string | null;
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    createdOn: string;
};

