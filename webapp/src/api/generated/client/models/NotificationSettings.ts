/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelSetting } from './ChannelSetting';
export type NotificationSettings = {
    /**
     * Every type whose channels the member may choose; a type never saved has every channel on.
     */
    result: Array<ChannelSetting>;
    /**
     * Translated, for a toast (answers of a save).
     */
    message?: string | null;
};

