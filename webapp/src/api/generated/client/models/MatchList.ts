/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MatchCard } from './MatchCard';
import type { MatchSuggestion } from './MatchSuggestion';
/**
 * A page of members.
 */
export type MatchList = {
    result: Array<MatchCard>;
    /**
     * How many members the list holds, counted up to 1000.
     */
    totalCount: number;
    /**
     * There are more than 1000: show "1000+".
     */
    totalCountCapped: boolean;
    hasMore: boolean;
    /**
     * My matches only, when fewer than 10 pass.
     */
    suggestion?: MatchSuggestion | null;
};

