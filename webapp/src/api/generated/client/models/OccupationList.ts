/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Occupation } from './Occupation';
/**
 * Occupations.
 */
export type OccupationList = {
    result: Array<Occupation>;
    totalCount: number;
};

