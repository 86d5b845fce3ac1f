/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Village } from './Village';
/**
 * Villages.
 */
export type VillageList = {
    result: Array<Village>;
    totalCount: number;
};

