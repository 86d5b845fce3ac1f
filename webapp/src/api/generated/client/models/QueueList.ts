/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { QueueItem } from './QueueItem';
export type QueueList = {
    result: Array<QueueItem>;
    totalCount: number;
};

