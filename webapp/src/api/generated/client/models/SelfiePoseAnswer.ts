/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SelfiePose } from './SelfiePose';
/**
 * `GET /api/Verification/Selfie`: the pose to take the verification photo in.
 */
export type SelfiePoseAnswer = {
    pose: SelfiePose;
    /**
     * Until when a photo in this pose is taken: after that, ask again (a new pose at random).
     */
    validUntil: string;
};

