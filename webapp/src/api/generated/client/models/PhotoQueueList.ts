/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PhotoQueueItem } from './PhotoQueueItem';
export type PhotoQueueList = {
    result: Array<PhotoQueueItem>;
    totalCount: number;
};

