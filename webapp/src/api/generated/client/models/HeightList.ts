/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Height } from './Height';
/**
 * Heights.
 */
export type HeightList = {
    result: Array<Height>;
    totalCount: number;
};

