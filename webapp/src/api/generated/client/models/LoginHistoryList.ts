/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LoginHistoryItem } from './LoginHistoryItem';
export type LoginHistoryList = {
    result: Array<LoginHistoryItem>;
    totalCount: number;
};

