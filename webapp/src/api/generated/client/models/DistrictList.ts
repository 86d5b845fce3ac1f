/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { District } from './District';
/**
 * Districts of one state.
 */
export type DistrictList = {
    result: Array<District>;
    totalCount: number;
};

