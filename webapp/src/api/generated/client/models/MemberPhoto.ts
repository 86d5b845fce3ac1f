/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A photo of another member, as the caller may see it.
 */
export type MemberPhoto = {
    photoId: number;
    /**
     * A signed, short-lived URL (the blurred image when `photoBlurred`).
     */
    url: string;
    isDefault: boolean;
};

