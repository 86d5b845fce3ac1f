/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportQueueItem } from './ReportQueueItem';
export type ReportQueueList = {
    result: Array<ReportQueueItem>;
    totalCount: number;
};

