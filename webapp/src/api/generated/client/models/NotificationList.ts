/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationItem } from './NotificationItem';
export type NotificationList = {
    result: Array<NotificationItem>;
    totalCount: number;
};

