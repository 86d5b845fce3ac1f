/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MatchScope } from './MatchScope';
/**
 * A page of `POST /api/Match`.
 */
export type AllMatchesRequest = {
    /**
     * Page number, from 1.
     */
    pageIndex?: number | null;
    /**
     * Items per page.
     */
    pageSize?: number | null;
    /**
     * `all` (the default): the whole pool; `patidar`: the pool within the member's own parent community.
     */
    scope?: MatchScope | null;
};

