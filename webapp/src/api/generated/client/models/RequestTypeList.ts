/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RequestType } from './RequestType';
/**
 * Kinds of edit request.
 */
export type RequestTypeList = {
    result: Array<RequestType>;
    totalCount: number;
};

