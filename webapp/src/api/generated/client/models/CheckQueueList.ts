/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CheckQueueItem } from './CheckQueueItem';
export type CheckQueueList = {
    result: Array<CheckQueueItem>;
    totalCount: number;
};

