/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditItem } from './AuditItem';
export type AuditList = {
    result: Array<AuditItem>;
    totalCount: number;
};

