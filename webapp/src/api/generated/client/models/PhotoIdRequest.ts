/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `{"photoId"}`: one of the member's photos.
 */
export type PhotoIdRequest = {
    photoId: number;
};

