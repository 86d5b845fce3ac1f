/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EditRequestItem } from './EditRequestItem';
export type EditRequestList = {
    result: Array<EditRequestItem>;
    totalCount: number;
};

