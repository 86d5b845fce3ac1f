/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Taluka } from './Taluka';
/**
 * Talukas of one district.
 */
export type TalukaList = {
    result: Array<Taluka>;
    totalCount: number;
};

