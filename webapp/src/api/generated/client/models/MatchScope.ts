/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Which members `POST /api/Match` lists (rule 4): the whole pool, or the pool within the member's own
 * parent community (Kadva or Leva).
 */
export type MatchScope = 'all' | 'patidar';
