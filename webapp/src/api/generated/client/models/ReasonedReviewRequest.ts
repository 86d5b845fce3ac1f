/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A decline, with the reason the member sees.
 */
export type ReasonedReviewRequest = {
    /**
     * The edit request's or the photo's id.
     */
    id: number;
    /**
     * Shown to the member; 1 to 500 characters.
     */
    reason: string;
};

