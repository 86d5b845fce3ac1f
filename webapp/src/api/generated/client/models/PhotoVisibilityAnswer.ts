/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PhotoVisibility } from './PhotoVisibility';
export type PhotoVisibilityAnswer = {
    photoVisibility: PhotoVisibility;
    message: string;
};

