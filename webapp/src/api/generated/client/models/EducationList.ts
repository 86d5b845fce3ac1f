/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Education } from './Education';
/**
 * Educations.
 */
export type EducationList = {
    result: Array<Education>;
    totalCount: number;
};

