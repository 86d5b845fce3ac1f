/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The channels of one notification type.
 */
export type ChannelSetting = {
    /**
     * A type of `GET /api/NotificationType/Name`.
     */
    notificationTypeId: number;
    /**
     * Stored and listed in the app, and shown live in open tabs.
     */
    app: boolean;
    email: boolean;
    /**
     * Web Push to closed tabs.
     */
    push: boolean;
};

