/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PhotoVisibility } from './PhotoVisibility';
/**
 * Who sees the member's photos: `all` approved members (the default) or only `connections` whose request the
 * member accepted; the others see a blurred image made by the server.
 */
export type PhotoVisibilityRequest = {
    photoVisibility: PhotoVisibility;
};

