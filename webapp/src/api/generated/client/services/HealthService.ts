/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Health } from '../models/Health';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class HealthService {
    /**
     * Health
     * Answers 200 when the database answers within two seconds, 503 with a problem body otherwise.
     * @returns Health The server and its database answer.
     * @throws ApiError
     */
    public static getHealth(): CancelablePromise<Health> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/health',
            errors: {
                503: `The database does not answer; retry shortly.`,
            },
        });
    }
}
