/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { VillageMember } from './VillageMember';
/**
 * `GET /api/Volunteer/Members`: a page of the members of the volunteer's villages, by surname and name.
 */
export type VillageMemberList = {
    result: Array<VillageMember>;
    totalCount: number;
    hasMore: boolean;
    /**
     * The villages and the gol the volunteer serves, in the request's language.
     */
    places: Array<string>;
};

