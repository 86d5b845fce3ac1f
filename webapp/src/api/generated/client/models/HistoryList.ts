/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HistoryItem } from './HistoryItem';
/**
 * A page of the member's activity, newest first.
 */
export type HistoryList = {
    result: Array<HistoryItem>;
    totalCount: number;
    hasMore: boolean;
};

