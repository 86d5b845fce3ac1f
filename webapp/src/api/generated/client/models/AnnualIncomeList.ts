/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnnualIncome } from './AnnualIncome';
/**
 * Annual income brackets.
 */
export type AnnualIncomeList = {
    result: Array<AnnualIncome>;
    totalCount: number;
};

