/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelSetting } from './ChannelSetting';
export type NotificationSettingsRequest = {
    /**
     * The types to change; the others keep their channels.
     */
    result: Array<ChannelSetting>;
};

