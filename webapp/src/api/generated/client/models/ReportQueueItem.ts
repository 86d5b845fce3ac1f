/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileStatus } from './ProfileStatus';
import type { ReportItem } from './ReportItem';
/**
 * A reported member with their open reports (rule 30).
 */
export type ReportQueueItem = {
    memberId: number;
    profileId: string;
    firstName: string;
    lastName: string;
    profileStatus: ProfileStatus;
    /**
     * An open report says the profile is fake or that they ask for money: the queue's first order, these first.
     */
    urgent: boolean;
    /**
     * Distinct members who reported them in the last 30 days: the queue's order after `urgent`, most first.
     */
    reporters: number;
    /**
     * The reports no moderator has handled yet, oldest first.
     */
    openReports: Array<ReportItem>;
    /**
     * Whether they can be suspended now (approved or awaiting approval).
     */
    canSuspend: boolean;
};

