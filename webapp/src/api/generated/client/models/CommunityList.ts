/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Community } from './Community';
/**
 * Communities.
 */
export type CommunityList = {
    result: Array<Community>;
    totalCount: number;
};

