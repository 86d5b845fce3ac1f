/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Country } from './Country';
/**
 * Countries.
 */
export type CountryList = {
    result: Array<Country>;
    totalCount: number;
};

