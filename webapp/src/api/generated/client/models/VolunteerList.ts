/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VolunteerEntry } from './VolunteerEntry';
/**
 * `GET /api/Admin/Volunteers`: appointed volunteers first, newest first; then withdrawn ones.
 */
export type VolunteerList = {
    result: Array<VolunteerEntry>;
};

