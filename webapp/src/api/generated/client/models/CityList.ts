/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { City } from './City';
/**
 * Cities of one state.
 */
export type CityList = {
    result: Array<City>;
    totalCount: number;
};

