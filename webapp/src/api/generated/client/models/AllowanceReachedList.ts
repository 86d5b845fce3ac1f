/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AllowanceReachedItem } from './AllowanceReachedItem';
export type AllowanceReachedList = {
    result: Array<AllowanceReachedItem>;
    totalCount: number;
    /**
     * The allowances in force, per member and rolling day.
     */
    memberDetailsPerDay: number;
    cardsPerDay: number;
    bioDataPerDay: number;
};

