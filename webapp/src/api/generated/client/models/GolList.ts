/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Gol } from './Gol';
/**
 * Gols.
 */
export type GolList = {
    result: Array<Gol>;
    totalCount: number;
};

