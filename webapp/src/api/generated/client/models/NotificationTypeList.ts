/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationType } from './NotificationType';
/**
 * Kinds of notification.
 */
export type NotificationTypeList = {
    result: Array<NotificationType>;
    totalCount: number;
};

