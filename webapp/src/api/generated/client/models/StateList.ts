/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { State } from './State';
/**
 * States of one country.
 */
export type StateList = {
    result: Array<State>;
    totalCount: number;
};

