/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Challenge } from '../models/Challenge';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CaptchaService {
    /**
     * Captcha challenge
     * A fresh ALTCHA proof-of-work challenge for sign-in, registration and the contact form. Self-hosted.
     * @returns Challenge
     * @throws ApiError
     */
    public static getCaptchaChallenge(): CancelablePromise<Challenge> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/Captcha/Challenge',
            errors: {
                500: `Unexpected failure; nothing internal is disclosed. Quote the request id to support.`,
            },
        });
    }
}
