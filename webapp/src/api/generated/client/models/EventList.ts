/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EventView } from './EventView';
/**
 * `GET /api/Admin/Events`: the events the caller organises, newest day first.
 */
export type EventList = {
    result: Array<EventView>;
    totalCount: number;
    hasMore: boolean;
};

