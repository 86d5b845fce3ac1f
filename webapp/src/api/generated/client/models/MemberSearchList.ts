/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MemberSearchItem } from './MemberSearchItem';
export type MemberSearchList = {
    result: Array<MemberSearchItem>;
    totalCount: number;
};

